import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FavoriteTargetType } from '@shui/contract';
import { useLoggedIn } from '../../../components/layout/use-logged-in';
import { busy } from '../../../components/busy';
import { useFavorite } from '../api/favorite';
import { askToLogIn } from './ask-login';

/** A toggle button (aria-pressed) that adds a course or lesson to the favourites or takes it out. */
export function FavoriteToggle({
  targetType,
  targetId,
  favorite,
  size,
}: {
  targetType: FavoriteTargetType;
  targetId: number;
  favorite: boolean;
  size?: 'large';
}) {
  const { t } = useTranslation('course');
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const toggle = useFavorite(targetType, targetId);
  return (
    <Button
      className={favorite ? 'shui-favorite is-on' : 'shui-favorite'}
      aria-pressed={favorite}
      size={size}
      icon={favorite ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      loading={busy(toggle.isPending)}
      onClick={() => {
        if (!loggedIn) askToLogIn((path) => void navigate(path));
        else toggle.mutate(!favorite);
      }}
    >
      {t('favorite.label')}
    </Button>
  );
}

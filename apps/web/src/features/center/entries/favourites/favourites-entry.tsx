import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Favorite } from '@shui/contract';
import { ui } from '../../../../config/ui';
import { coursePath, lessonPath, paths } from '../../../../config/paths';
import { centerKeys } from '../../api/keys';
import { useFavourites } from '../../api/get-favourites';
import { useRemoveFavourite } from '../../api/remove-favourite';
import { EntryCard, EntryList, useEntryTexts, toMinute } from '../../components/entry-states';

function FavouriteItem({
  item,
  onRemove,
  removing,
}: {
  item: Favorite;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation('center');
  const lesson = item.targetType === 'lesson';
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <div className="shui-center__tags">
          <Tag color={lesson ? 'blue' : 'green'}>{t(`favourites.type.${item.targetType}`)}</Tag>
          <span className="shui-center__meta">
            {t('favourites.added', { time: toMinute(item.createTime) })}
          </span>
        </div>
        <p className="shui-center__item-title">
          <Link to={lesson ? lessonPath(item.targetId) : coursePath(item.targetId)}>{item.title}</Link>
        </p>
        {lesson && (
          <p className="shui-center__meta">
            <Link
              to={coursePath(item.courseId)}
              aria-label={t('favourites.courseOfLabel', { title: item.title })}
            >
              {t('favourites.courseOf')}
            </Link>
          </p>
        )}
      </div>
      <div className="shui-center__item-side">
        <Button
          loading={removing}
          onClick={onRemove}
          aria-label={t('favourites.removeLabel', { title: item.title })}
        >
          {t('favourites.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Entry 'f': the user's favourite courses and lessons, with links to them and their removal. */
export default function FavouritesEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('favourites');
  const { message } = App.useApp();
  const query = useFavourites();
  const remove = useRemoveFavourite(
    (item) => void message.success(t('favourites.removed', { title: item.title }), ui.successToastMs / 1000),
  );

  return (
    <EntryCard id="shui-center-favourites" title={t('favourites.title')}>
      <EntryList
        query={query}
        queryKey={centerKeys.favourites}
        texts={texts}
        emptyAction={<Link to={paths.moocCourseList}>{t('favourites.browse')}</Link>}
      >
        {(item) => (
          <FavouriteItem
            key={item.favoriteId}
            item={item}
            removing={remove.isPending && remove.variables.favoriteId === item.favoriteId}
            onRemove={() => remove.mutate(item)}
          />
        )}
      </EntryList>
    </EntryCard>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpoints, ui, type Favorite } from '@shui/contract';
import { coursePath, lessonPath, paths } from '../../../../config/paths';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { EntryCard, EntryList, useEntryTexts, toMinute } from '../../components/entry-states';

export const favouriteKeys = { all: ['center', 'favourites'] as const };

/** GET /portal/favorite/list: newest first. */
const getFavourites = (signal?: AbortSignal): Promise<Favorite[]> => call(endpoints.favoriteList, { signal });
/** POST /portal/favorite/remove?targetType&targetId. */
const removeFavourite = (f: Favorite): Promise<null> =>
  call(endpoints.favoriteRemove, { query: { targetType: f.targetType, targetId: f.targetId } });

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
  const query = useQuery({ queryKey: favouriteKeys.all, queryFn: ({ signal }) => getFavourites(signal) });
  const remove = useMutation({
    mutationFn: removeFavourite,
    onSuccess: (_, item) => {
      queryClient.setQueryData<Favorite[]>(favouriteKeys.all, (list) =>
        list?.filter((f) => f.favoriteId !== item.favoriteId),
      );
      void message.success(t('favourites.removed', { title: item.title }), ui.successToastMs / 1000);
    },
    // A refusal (removed elsewhere meanwhile) is the server's message; the list is asked again.
    onError: () => void queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });

  return (
    <EntryCard id="shui-center-favourites" title={t('favourites.title')}>
      <EntryList
        query={query}
        queryKey={favouriteKeys.all}
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

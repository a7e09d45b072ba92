import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, type CourseDetail, type FavoriteTargetType, type Lesson } from '@shui/contract';
import { ui } from '../../../config/ui';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { courseKeys } from './keys';

/** POST /portal/favorite/add?targetType&targetId (idempotent) */
export const addFavorite = (targetType: FavoriteTargetType, targetId: number): Promise<null> =>
  call(endpoints.favoriteAdd, { query: { targetType, targetId } });

/** POST /portal/favorite/remove?targetType&targetId */
export const removeFavorite = (targetType: FavoriteTargetType, targetId: number): Promise<null> =>
  call(endpoints.favoriteRemove, { query: { targetType, targetId } });

/**
 * The favourite toggle of a course or a lesson: the new state is written into that page's query once
 * the server has it.
 */
export function useFavorite(targetType: FavoriteTargetType, targetId: number) {
  const { t } = useTranslation('course');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? addFavorite(targetType, targetId) : removeFavorite(targetType, targetId),
    onSuccess: (_, favorite) => {
      if (targetType === 'course') {
        queryClient.setQueryData<CourseDetail>(courseKeys.course(targetId), (c) => c && { ...c, favorite });
      } else {
        queryClient.setQueryData<Lesson>(courseKeys.lesson(targetId), (l) => l && { ...l, favorite });
      }
      void message.success(t(favorite ? 'favorite.added' : 'favorite.removed'), ui.successToastMs / 1000);
    },
  });
}

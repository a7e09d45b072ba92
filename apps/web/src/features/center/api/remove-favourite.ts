import { useMutation } from '@tanstack/react-query';
import { endpoints, type Favorite } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { centerKeys } from './keys';

/** POST /portal/favorite/remove?targetType&targetId. */
export const removeFavourite = (f: Favorite): Promise<null> =>
  call(endpoints.favoriteRemove, { query: { targetType: f.targetType, targetId: f.targetId } });

/** Removing a favourite: gone from the list at once, then `onRemoved`. */
export const useRemoveFavourite = (onRemoved: (item: Favorite) => void) =>
  useMutation({
    mutationFn: removeFavourite,
    onSuccess: (_, item) => {
      queryClient.setQueryData<Favorite[]>(centerKeys.favourites, (list) =>
        list?.filter((f) => f.favoriteId !== item.favoriteId),
      );
      onRemoved(item);
    },
    // A refusal (removed elsewhere meanwhile) is the server's message; the list is asked again.
    onError: () => void queryClient.invalidateQueries({ queryKey: centerKeys.favourites }),
  });

import { useQuery } from '@tanstack/react-query';
import { endpoints, type Favorite } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/favorite/list: newest first. */
export const getFavourites = (signal?: AbortSignal): Promise<Favorite[]> =>
  call(endpoints.favoriteList, { signal });

/** The user's favourite courses and lessons (entry f). */
export const useFavourites = () =>
  useQuery({ queryKey: centerKeys.favourites, queryFn: ({ signal }) => getFavourites(signal) });

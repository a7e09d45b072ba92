import { useQuery } from '@tanstack/react-query';
import { endpoints, type ImageKind, type WorkshopImage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { workshopKeys, STALE_MS } from './keys';

/** GET /portal/workshop/images?kind=: the environment images of one kind. */
export const getImages = (kind: ImageKind, signal?: AbortSignal): Promise<WorkshopImage[]> =>
  call(endpoints.workshopImages, { query: { kind }, signal });

export const useImages = (kind: ImageKind) =>
  useQuery({
    queryKey: workshopKeys.images(kind),
    queryFn: ({ signal }) => getImages(kind, signal),
    staleTime: STALE_MS,
  });

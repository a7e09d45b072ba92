import { useQuery } from '@tanstack/react-query';
import { endpoints, type ChannelDataset } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { channelKeys, STALE_MS } from './keys';

/** GET /portal/channel/dataset?product=: a product's data sets. */
export const getChannelDataset = (product: string, signal?: AbortSignal): Promise<ChannelDataset> =>
  call(endpoints.channelDataset, { query: { product }, signal });

export const useChannelDataset = (product: string) =>
  useQuery({
    queryKey: channelKeys.dataset(product),
    queryFn: ({ signal }) => getChannelDataset(product, signal),
    staleTime: STALE_MS,
  });

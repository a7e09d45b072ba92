import { useQuery } from '@tanstack/react-query';
import { endpoints, type ChannelSummary } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { channelKeys, STALE_MS } from './keys';

/** GET /portal/channel/list: the channels of /channel. */
export const getChannels = (signal?: AbortSignal): Promise<ChannelSummary[]> =>
  call(endpoints.channelList, { signal });

export const useChannels = () =>
  useQuery({
    queryKey: channelKeys.list(),
    queryFn: ({ signal }) => getChannels(signal),
    staleTime: STALE_MS,
  });

import { useQuery } from '@tanstack/react-query';
import { endpoints, type ChannelRankings } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { channelKeys, STALE_MS } from './keys';

/** GET /portal/channel/rankings?channel=: the ranking and the hot list. Silent, as the notices. */
export const getChannelRankings = (channel: string, signal?: AbortSignal): Promise<ChannelRankings> =>
  call(endpoints.channelRankings, { query: { channel }, signal, silent: true });

export const useChannelRankings = (channel: string) =>
  useQuery({
    queryKey: channelKeys.rankings(channel),
    queryFn: ({ signal }) => getChannelRankings(channel, signal),
    staleTime: STALE_MS,
  });

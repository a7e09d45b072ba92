import { useQuery } from '@tanstack/react-query';
import { endpoints, type ChannelDetail } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { channelKeys, STALE_MS } from './keys';

/** GET /portal/channel/detail?channel=: banner, rich text (unsanitised) and videos. */
export const getChannelDetail = (channel: string, signal?: AbortSignal): Promise<ChannelDetail> =>
  call(endpoints.channelDetail, { query: { channel }, signal });

export const useChannelDetail = (channel: string) =>
  useQuery({
    queryKey: channelKeys.detail(channel),
    queryFn: ({ signal }) => getChannelDetail(channel, signal),
    staleTime: STALE_MS,
  });

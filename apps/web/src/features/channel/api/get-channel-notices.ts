import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type ChannelNoticePage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { channelKeys, STALE_MS } from './keys';

/**
 * GET /portal/channel/notices?channel=&pageNum=&pageSize=: one page, newest first. Silent: its section
 * shows the failure with a retry, and the page's main call (the detail) already toasts an outage once.
 */
export const getChannelNotices = (
  channel: string,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ChannelNoticePage> =>
  call(endpoints.channelNotices, { query: { channel, pageNum, pageSize }, signal, silent: true });

/** One page of notices; the last page stays on screen while the next one loads (no jump). */
export const useChannelNotices = (channel: string, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: channelKeys.notices(channel, pageNum, pageSize),
    queryFn: ({ signal }) => getChannelNotices(channel, pageNum, pageSize, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

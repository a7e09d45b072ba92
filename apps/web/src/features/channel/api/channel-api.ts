import {
  endpoints,
  type ChannelDataset,
  type ChannelDetail,
  type ChannelNoticePage,
  type ChannelRankings,
  type ChannelSummary,
  type Institution,
} from '@shui/contract';
import { call } from '../../../lib/api-client';

/** GET /portal/channel/list: the channels of /channel. */
export const getChannels = (signal?: AbortSignal): Promise<ChannelSummary[]> =>
  call(endpoints.channelList, { signal });

/** GET /portal/channel/detail?channel=: banner, rich text (unsanitised) and videos. */
export const getChannelDetail = (channel: string, signal?: AbortSignal): Promise<ChannelDetail> =>
  call(endpoints.channelDetail, { query: { channel }, signal });

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

/** GET /portal/channel/rankings?channel=: the ranking and the hot list. Silent, as the notices. */
export const getChannelRankings = (channel: string, signal?: AbortSignal): Promise<ChannelRankings> =>
  call(endpoints.channelRankings, { query: { channel }, signal, silent: true });

/** GET /portal/channel/dataset?product=: a product's data sets. */
export const getChannelDataset = (product: string, signal?: AbortSignal): Promise<ChannelDataset> =>
  call(endpoints.channelDataset, { query: { product }, signal });

/** GET /portal/institution/detail?school=: an institution's first computer course. */
export const getInstitution = (school: string, signal?: AbortSignal): Promise<Institution> =>
  call(endpoints.institutionDetail, { query: { school }, signal });

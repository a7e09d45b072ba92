import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getChannelDataset,
  getChannelDetail,
  getChannelNotices,
  getChannelRankings,
  getChannels,
  getInstitution,
} from '../api/channel-api';

/** The query keys of the channel area: content changes rarely, so it is kept for the visit. */
export const channelKeys = {
  all: ['channel'] as const,
  list: () => [...channelKeys.all, 'list'] as const,
  detail: (channel: string) => [...channelKeys.all, 'detail', channel] as const,
  notices: (channel: string, pageNum: number, pageSize: number) =>
    [...channelKeys.all, 'notices', channel, pageNum, pageSize] as const,
  rankings: (channel: string) => [...channelKeys.all, 'rankings', channel] as const,
  dataset: (product: string) => [...channelKeys.all, 'dataset', product] as const,
  institution: (school: string) => [...channelKeys.all, 'institution', school] as const,
};

/** Five minutes: a page visited again within them shows at once and asks nothing. */
const STALE_MS = 5 * 60_000;

export const useChannels = () =>
  useQuery({
    queryKey: channelKeys.list(),
    queryFn: ({ signal }) => getChannels(signal),
    staleTime: STALE_MS,
  });

export const useChannelDetail = (channel: string) =>
  useQuery({
    queryKey: channelKeys.detail(channel),
    queryFn: ({ signal }) => getChannelDetail(channel, signal),
    staleTime: STALE_MS,
  });

/** One page of notices; the last page stays on screen while the next one loads (no jump). */
export const useChannelNotices = (channel: string, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: channelKeys.notices(channel, pageNum, pageSize),
    queryFn: ({ signal }) => getChannelNotices(channel, pageNum, pageSize, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useChannelRankings = (channel: string) =>
  useQuery({
    queryKey: channelKeys.rankings(channel),
    queryFn: ({ signal }) => getChannelRankings(channel, signal),
    staleTime: STALE_MS,
  });

export const useChannelDataset = (product: string) =>
  useQuery({
    queryKey: channelKeys.dataset(product),
    queryFn: ({ signal }) => getChannelDataset(product, signal),
    staleTime: STALE_MS,
  });

export const useInstitution = (school: string) =>
  useQuery({
    queryKey: channelKeys.institution(school),
    queryFn: ({ signal }) => getInstitution(school, signal),
    staleTime: STALE_MS,
  });

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
export const STALE_MS = 5 * 60_000;

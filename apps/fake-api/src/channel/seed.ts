import type { FakeState, Seed } from '@shui/contract';
import { backendTime } from '../state/clock';

const DAY_MS = 24 * 3600_000;

/**
 * The channel area's part of the state from fixtures/seed/channel.json: "days ago" become backend times
 * relative to `now`, and notices, hot entries, videos and data sets get ids (in seed order, one sequence
 * each across channels, so an id names one thing).
 */
export function buildChannelState(
  seed: Seed,
  now: number,
): Pick<FakeState, 'channels' | 'channelDatasets' | 'institutions'> {
  const time = (daysAgo: number) => backendTime(now - daysAgo * DAY_MS);
  let noticeId = 0;
  let hotId = 0;
  let videoId = 0;
  let datasetId = 0;
  return {
    channels: seed.channels.map((c) => ({
      key: c.key,
      title: c.title,
      summary: c.summary,
      updateTime: time(c.updatedDaysAgo),
      banner: { ...c.banner },
      contentHtml: c.contentHtml,
      videos: c.videos.map(({ daysAgo, ...v }) => ({ ...v, id: (videoId += 1), time: time(daysAgo) })),
      rankingName: c.rankingName,
      rankings: c.rankings.map((r) => ({ ...r })),
      hot: c.hot.map(({ daysAgo, ...h }) => ({ ...h, id: (hotId += 1), time: time(daysAgo) })),
      notices: c.notices.map(({ daysAgo, ...n }) => ({ ...n, id: (noticeId += 1), time: time(daysAgo) })),
    })),
    channelDatasets: seed.channelDatasets.map((d) => ({
      ...d,
      datasets: d.datasets.map(({ daysAgo, ...item }) => ({
        ...item,
        id: (datasetId += 1),
        updateTime: time(daysAgo),
      })),
    })),
    institutions: seed.institutions.map((i) => structuredClone(i)),
  };
}

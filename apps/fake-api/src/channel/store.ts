import {
  type ChannelDataset,
  type ChannelDetail,
  type ChannelNoticePage,
  type ChannelRankings,
  type ChannelSummary,
  type Institution,
  type StoredChannel,
  channelErrors,
} from '@shui/contract';
import { fail } from '../http/errors';
import { pageSlice, type PageRequest } from '../state/page-slice';
import type { StoreState } from '../state/state';

/** Newest first; the later id first at the same time (the one published after). */
const newestFirst = <T extends { id: number; time: string }>(a: T, b: T) =>
  a.time === b.time ? b.id - a.id : a.time < b.time ? 1 : -1;

/**
 * The channel area (/channel and its children) and the institutions' course pages: read-only content
 * the portal shows, kept in the state so an import can change it. Unknown keys are 404 / 40400.
 */
export class Channels {
  constructor(private readonly state: StoreState) {}

  /** Every channel, in the order of the state (the seed's). */
  list(): ChannelSummary[] {
    return this.state.data.channels.map(({ key, title, summary, updateTime }) => ({
      key,
      title,
      summary,
      updateTime,
    }));
  }

  detail(key: string): ChannelDetail {
    const { key: k, title, summary, updateTime, banner, contentHtml, videos } = this.channel(key);
    return { key: k, title, summary, updateTime, banner, contentHtml, videos: [...videos].sort(newestFirst) };
  }

  /** One page of the channel's notices, newest first; a page past the last is empty. */
  notices(key: string, asked: PageRequest): ChannelNoticePage {
    return pageSlice([...this.channel(key).notices].sort(newestFirst), asked);
  }

  /** The ranking, highest first (ties in the state's order), and the hot list, newest first. */
  rankings(key: string): ChannelRankings {
    const channel = this.channel(key);
    return {
      rankingName: channel.rankingName,
      rankings: channel.rankings
        .map((r, i) => ({ r, i }))
        .sort((a, b) => b.r.num - a.r.num || a.i - b.i)
        .map(({ r }) => r),
      hot: [...channel.hot].sort(newestFirst),
    };
  }

  dataset(product: string): ChannelDataset {
    const found = this.state.data.channelDatasets.find((d) => d.product === product);
    if (!found) throw fail(channelErrors.datasetNotFound);
    return found;
  }

  /** The institution's course; its course hall link only while the course hall has that course. */
  institution(school: string): Institution {
    const found = this.state.data.institutions.find((i) => i.school === school);
    if (!found) throw fail(channelErrors.institutionNotFound);
    const { courseId } = found;
    const inHall = courseId !== null && this.state.data.courses.some((c) => c.id === courseId);
    return { ...found, courseId: inHall ? courseId : null };
  }

  private channel(key: string): StoredChannel {
    const found = this.state.data.channels.find((c) => c.key === key);
    if (!found) throw fail(channelErrors.channelNotFound);
    return found;
  }
}

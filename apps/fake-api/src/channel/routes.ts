import { pageAsked, pagerPageRule } from '@shui/contract';
import type { AppDeps } from '../deps';
import { handlers } from '../http/contract-routes';
import { Channels } from './store';

/** The channel area (/channel and its children) and the institutions' course pages: public reads. */
export function channelHandlers(deps: AppDeps) {
  const channels = deps.store.use(Channels);

  return handlers({
    channelList: () => channels.list(),
    channelDetail: ({ query }) => channels.detail(query.channel),
    channelNotices: ({ query }) => channels.notices(query.channel, pageAsked(pagerPageRule, query)),
    channelRankings: ({ query }) => channels.rankings(query.channel),
    channelDataset: ({ query }) => channels.dataset(query.product),
    institutionDetail: ({ query }) => channels.institution(query.school),
  });
}

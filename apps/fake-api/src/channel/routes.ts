import { endpoints, pageAsked, pagerPageRule } from '@shui/contract';
import type { AppDeps } from '../deps';
import type { ContractRoutes } from '../http/contract-routes';
import { Channels } from './store';

/** The channel area (/channel and its children) and the institutions' course pages: public reads. */
export function registerChannel(routes: ContractRoutes, deps: AppDeps): void {
  const channels = deps.store.use(Channels);

  routes.add(endpoints.channelList, () => channels.list());
  routes.add(endpoints.channelDetail, ({ query }) => channels.detail(query.channel));
  routes.add(endpoints.channelNotices, ({ query }) =>
    channels.notices(query.channel, pageAsked(pagerPageRule, query)),
  );
  routes.add(endpoints.channelRankings, ({ query }) => channels.rankings(query.channel));
  routes.add(endpoints.channelDataset, ({ query }) => channels.dataset(query.product));
  routes.add(endpoints.institutionDetail, ({ query }) => channels.institution(query.school));
}

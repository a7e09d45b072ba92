import { competitionMessages, endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import { reply, requireUser, type ContractRoutes } from '../http/contract-routes';
import { Competitions } from './store';

/** The competition registration page (/2025): the competition, the caller's registration, registering. */
export function registerCompetition(routes: ContractRoutes, deps: AppDeps): void {
  const competitions = deps.store.use(Competitions);

  routes.add(endpoints.competitionDetail, ({ query }) => competitions.detail(query.key));
  routes.add(endpoints.competitionRegistration, ({ user, query }) =>
    competitions.registrationOf(requireUser(user), query.key),
  );
  routes.add(endpoints.competitionRegister, ({ user, query, body }) =>
    reply(competitions.register(requireUser(user), query.key, body), competitionMessages.registerOk),
  );
  routes.add(endpoints.competitionRegistrationUpdate, ({ user, query, body }) =>
    reply(competitions.update(requireUser(user), query.key, body), competitionMessages.updateOk),
  );
}

import type { AppDeps } from '../deps';
import { handlers, requireUser } from '../http/contract-routes';
import { Competitions } from './store';

/** The competition registration page (/2025): the competition, the caller's registration, registering. */
export function competitionHandlers(deps: AppDeps) {
  const competitions = deps.store.use(Competitions);

  return handlers({
    competitionDetail: ({ query }) => competitions.detail(query.key),
    competitionRegistration: ({ user, query }) => competitions.registrationOf(requireUser(user), query.key),
    competitionRegister: ({ user, query, body }) => competitions.register(requireUser(user), query.key, body),
    competitionRegistrationUpdate: ({ user, query, body }) =>
      competitions.update(requireUser(user), query.key, body),
  });
}

import { organisationErrors } from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { handlers, requireUser } from '../http/contract-routes';
import { Organisations } from './store';

/** The current organisation, switching it, the user's organisations and all of them. */
export function organisationsHandlers(deps: AppDeps) {
  const organisations = deps.store.use(Organisations);

  return handlers({
    currentCompany: ({ user, query }) => {
      if (query.isLogin === 'true' && !user) throw fail(organisationErrors.loginRequired);
      return organisations.current(query.isLogin === 'false' ? undefined : user);
    },

    switchCompany: ({ user, query }) => organisations.switchTo(requireUser(user).id, query.companyId),
    companies: ({ user }) => organisations.of(requireUser(user)),
    superCompany: () => organisations.all(),
  });
}

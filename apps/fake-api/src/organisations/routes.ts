import { endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { requireUser, type ContractRoutes } from '../http/contract-routes';
import { Organisations } from './store';

/** The current organisation, switching it, the user's organisations and all of them. */
export function registerOrganisations(routes: ContractRoutes, deps: AppDeps): void {
  const organisations = deps.store.use(Organisations);

  routes.add(endpoints.currentCompany, ({ user, query }) => {
    if (query.isLogin === 'true' && !user) throw fail('unauthorized');
    return organisations.current(query.isLogin === 'false' ? undefined : user);
  });

  routes.add(endpoints.switchCompany, ({ user, query }) =>
    organisations.switchTo(requireUser(user).id, query.companyId),
  );
  routes.add(endpoints.companies, ({ user }) => organisations.of(requireUser(user)));
  routes.add(endpoints.superCompany, () => organisations.all());
}

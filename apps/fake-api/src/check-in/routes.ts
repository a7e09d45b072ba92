import { endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import { requireUser, type ContractRoutes } from '../http/contract-routes';
import { CheckIn } from './store';

/** Students' check-in: open items, the items of a class, the history, checking in. */
export function registerCheckIn(routes: ContractRoutes, deps: AppDeps): void {
  const checkIn = deps.store.use(CheckIn);

  routes.add(endpoints.checkCurrent, ({ user }) => checkIn.current(requireUser(user)));
  routes.add(endpoints.checkHistory, ({ user }) => checkIn.history(requireUser(user)));
  routes.add(endpoints.checkHistoryCourse, ({ user, query }) =>
    checkIn.history(requireUser(user), query.courseId),
  );
  routes.add(endpoints.checkItems, ({ user, query }) =>
    checkIn.ofClass(requireUser(user), query.teachclassId),
  );
  routes.add(endpoints.checkIn, ({ user, query }) => checkIn.checkIn(requireUser(user), query.checkItemId));
}

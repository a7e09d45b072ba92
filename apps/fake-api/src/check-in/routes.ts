import type { AppDeps } from '../deps';
import { handlers, requireUser } from '../http/contract-routes';
import { CheckIn } from './store';

/** Students' check-in: open items, the items of a class, the history, checking in. */
export function checkInHandlers(deps: AppDeps) {
  const checkIn = deps.store.use(CheckIn);

  return handlers({
    checkCurrent: ({ user }) => checkIn.current(requireUser(user)),
    checkHistory: ({ user }) => checkIn.history(requireUser(user)),
    checkHistoryCourse: ({ user, query }) => checkIn.history(requireUser(user), query.courseId),
    checkItems: ({ user, query }) => checkIn.ofClass(requireUser(user), query.teachclassId),
    checkIn: ({ user, query }) => checkIn.checkIn(requireUser(user), query.checkItemId),
  });
}

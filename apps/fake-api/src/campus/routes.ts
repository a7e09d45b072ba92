import type { AppDeps } from '../deps';
import { handlers } from '../http/contract-routes';

/** Whether the caller is on campus (the cloud desktop's condition): the fake API answers its setting. */
export function campusHandlers(deps: AppDeps) {
  return handlers({
    onCampus: () => (deps.store.settings.onCampus ? 'true' : 'false'),
  });
}

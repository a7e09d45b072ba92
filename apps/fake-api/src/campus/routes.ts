import { endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import type { ContractRoutes } from '../http/contract-routes';

/** Whether the caller is on campus (the cloud desktop's condition): the fake API answers its setting. */
export function registerCampus(routes: ContractRoutes, deps: AppDeps): void {
  routes.add(endpoints.onCampus, () => (deps.store.settings.onCampus ? 'true' : 'false'));
}

import {
  respCodes,
  TRANSITIONAL_ENVIRONMENT_STATES,
  type WorkshopEnvironment,
  type WorkshopEnvironmentList,
} from '@shui/contract';
import { isApiError } from '../../lib/api-error';

/** How often the environments are asked again while one of them starts or stops. */
export const ENVIRONMENT_POLL_MS = 1500;
/** How often after a failed call (the panel shows the failure with a retry meanwhile). */
export const ENVIRONMENT_RETRY_MS = 5000;
/** A call of the list that takes longer has failed: the next one is due. */
export const ENVIRONMENT_CALL_TIMEOUT_MS = 10_000;

/** Whether an environment is changing by itself (starting or stopping). */
export const isTransitional = (env: Pick<WorkshopEnvironment, 'state'>): boolean =>
  TRANSITIONAL_ENVIRONMENT_STATES.includes(env.state);

/**
 * The refetch interval of the environments' query: every ENVIRONMENT_POLL_MS while one of them starts or
 * stops (as far as the last answer knows), never otherwise (nothing changes by itself then); after a
 * failed call, more slowly (ENVIRONMENT_RETRY_MS), while the panel shows the failure and a retry.
 */
export function environmentPollMs(list: WorkshopEnvironmentList | undefined, failed = false): number | false {
  if (!list || !list.list.some(isTransitional)) return false;
  return failed ? ENVIRONMENT_RETRY_MS : ENVIRONMENT_POLL_MS;
}

/** The user's environment of a project: the newest one (the backend keeps one per project). */
export function environmentOf(
  list: WorkshopEnvironmentList | undefined,
  projectId: number,
): WorkshopEnvironment | undefined {
  return list?.list.find((env) => env.projectId === projectId);
}

/** The list with `env` in it: replaced where it was, first when new (the newest first). */
export function withEnvironment(
  list: WorkshopEnvironmentList,
  env: WorkshopEnvironment,
): WorkshopEnvironmentList {
  const known = list.list.some((e) => e.envId === env.envId);
  return {
    ...list,
    list: known ? list.list.map((e) => (e.envId === env.envId ? env : e)) : [env, ...list.list],
  };
}

/** The list without environment `envId`. */
export function withoutEnvironment(list: WorkshopEnvironmentList, envId: number): WorkshopEnvironmentList {
  return { ...list, list: list.list.filter((e) => e.envId !== envId) };
}

/** The call failed because the user's quota of running environments is used up (409 / 40901). */
export const isQuotaExceeded = (error: unknown): boolean =>
  isApiError(error) && String(error.respCode) === String(respCodes.quotaExceeded.respCode);

import {
  respCodes,
  TRANSITIONAL_ENVIRONMENT_STATES,
  type WorkshopEnvironment,
  type WorkshopEnvironmentList,
} from '@shui/contract';
import { isApiError } from '../../lib/api-error';

/** How often the environments are asked again while one of them starts or stops. */
export const ENVIRONMENT_POLL_MS = 1500;

/** Whether an environment is changing by itself (starting or stopping). */
export const isTransitional = (env: Pick<WorkshopEnvironment, 'state'>): boolean =>
  TRANSITIONAL_ENVIRONMENT_STATES.includes(env.state);

/**
 * The refetch interval of the environments' query: every ENVIRONMENT_POLL_MS while one of them starts or
 * stops, never otherwise (nothing changes by itself then), and not after a failed call (the panel offers a
 * retry instead of asking again behind the user's back).
 */
export function environmentPollMs(list: WorkshopEnvironmentList | undefined, failed = false): number | false {
  if (failed || !list) return false;
  return list.list.some(isTransitional) ? ENVIRONMENT_POLL_MS : false;
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

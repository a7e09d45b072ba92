import { useQuery } from '@tanstack/react-query';
import { endpoints, type WorkshopEnvironmentList } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { ENVIRONMENT_CALL_TIMEOUT_MS, environmentPollMs } from '../environment-logic';
import { workshopKeys } from './keys';

/**
 * GET /portal/workshop/env/list: the user's environments and the quota. Silent: it is asked again every
 * few seconds while an environment starts or stops, so a failure shows in the panel (with a retry)
 * instead of a toast at each attempt; and short, so one call that hangs does not hold the next ones up.
 */
export const getEnvironments = (signal?: AbortSignal): Promise<WorkshopEnvironmentList> =>
  call(endpoints.workshopEnvList, { query: {}, signal, silent: true, timeout: ENVIRONMENT_CALL_TIMEOUT_MS });

/**
 * The user's environments (only with a token). Asked again every few seconds while one of them starts
 * or stops, and only then: the state comes from the server's clock, so the page just shows it.
 */
export const useEnvironments = (enabled: boolean) =>
  useQuery({
    queryKey: workshopKeys.environments(),
    queryFn: ({ signal }) => getEnvironments(signal),
    enabled,
    refetchInterval: (query) => environmentPollMs(query.state.data, query.state.status === 'error'),
  });

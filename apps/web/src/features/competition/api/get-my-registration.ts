import { useQuery } from '@tanstack/react-query';
import { endpoints, type CompetitionRegistration } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { competitionKeys } from './keys';

/**
 * GET /portal/competition/registration?key=: the caller's registration (a cancelled one too), or null.
 * Silent: its panel shows a failure with a retry, and the page's main call already toasts an outage.
 */
export const getMyRegistration = (
  key: string,
  signal?: AbortSignal,
): Promise<CompetitionRegistration | null> =>
  call(endpoints.competitionRegistration, { query: { key }, signal, silent: true });

/** The caller's registration; asked only for a logged-in user. */
export const useMyRegistration = (key: string, loggedIn: boolean) =>
  useQuery({
    queryKey: competitionKeys.registration(key),
    queryFn: ({ signal }) => getMyRegistration(key, signal),
    enabled: loggedIn,
  });

import { useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/** How many of the caller's latest submissions the calibration field lists. */
export const RECENT_SUBMISSIONS = 5;

export type RecentSubmissions = EndpointData<'recentSubmissions'>;

/**
 * GET /portal/question/submissions/recent?pageSize=: the caller's latest submissions of any question,
 * newest first, each with its question's title. Silent: its panel shows a failure with a retry.
 */
export const getRecentSubmissions = (signal?: AbortSignal): Promise<RecentSubmissions> =>
  call(endpoints.recentSubmissions, { query: { pageSize: RECENT_SUBMISSIONS }, signal, silent: true });

/** The caller's latest submissions; under `standing`, so a new verdict asks for them again. */
export const useRecentSubmissions = (enabled: boolean) =>
  useQuery({
    queryKey: [...practiceKeys.standing(), 'recent'] as const,
    queryFn: ({ signal }) => getRecentSubmissions(signal),
    enabled,
  });

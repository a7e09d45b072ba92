import { useQuery } from '@tanstack/react-query';
import { endpoints, type LearningResult } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/course/results: per course, the user's score, the course's score stats and the attempts. */
export const getResults = (signal?: AbortSignal): Promise<LearningResult[]> =>
  call(endpoints.learningResults, { signal });

/** The user's learning results (entry g). */
export const useResults = () =>
  useQuery({ queryKey: centerKeys.results, queryFn: ({ signal }) => getResults(signal) });

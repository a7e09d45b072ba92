import { useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { teacherKeys, staleTime } from './keys';

export type Liveness = EndpointData<'liveness'>;
export type ScoreStats = EndpointData<'averageScore'>;

/** GET /teacher/course/sum_liveness: students, active students and liveness over all the courses. */
export const getLiveness = (signal?: AbortSignal): Promise<Liveness> => call(endpoints.liveness, { signal });

/** GET /portal/huhang/averageScore: exam score statistics over the caller's courses. */
export const getAverageScore = (signal?: AbortSignal): Promise<ScoreStats> =>
  call(endpoints.averageScore, { signal });

/** The summaries over all the teacher's courses, asked once the caller is known to be a teacher. */
export function useOverview(enabled: boolean) {
  const liveness = useQuery({
    queryKey: teacherKeys.liveness,
    queryFn: ({ signal }) => getLiveness(signal),
    enabled,
    staleTime,
  });
  const averageScore = useQuery({
    queryKey: teacherKeys.averageScore,
    queryFn: ({ signal }) => getAverageScore(signal),
    enabled,
    staleTime,
  });
  return { liveness, averageScore };
}

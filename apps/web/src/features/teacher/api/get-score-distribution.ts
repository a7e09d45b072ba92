import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { teacherKeys, staleTime } from './keys';

export type ScoreDistribution = EndpointData<'scoreDistribution'>;

/** GET /teacher/course/score/distribution?courseId=: a course's score statistics and bands. */
export const getScoreDistribution = (courseId: number, signal?: AbortSignal): Promise<ScoreDistribution> =>
  call(endpoints.scoreDistribution, { query: { courseId }, signal });

/** A course's score distribution. */
export const useScoreDistribution = (courseId: number) =>
  useQuery({
    queryKey: teacherKeys.distribution(courseId),
    queryFn: ({ signal }) => getScoreDistribution(courseId, signal),
    placeholderData: keepPreviousData,
    staleTime,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { teacherKeys, staleTime } from './keys';

export type DailyLiveness = EndpointData<'dailyLiveness'>;

/** GET /teacher/course/liveness/daily?courseId=&days=: a course's activity day by day. */
export const getDailyLiveness = (
  courseId: number,
  days: number,
  signal?: AbortSignal,
): Promise<DailyLiveness> => call(endpoints.dailyLiveness, { query: { courseId, days }, signal });

/** A course's activity day by day; the last course's stays on screen while the next one loads. */
export const useDailyLiveness = (courseId: number, days: number) =>
  useQuery({
    queryKey: teacherKeys.daily(courseId, days),
    queryFn: ({ signal }) => getDailyLiveness(courseId, days, signal),
    placeholderData: keepPreviousData,
    staleTime,
  });

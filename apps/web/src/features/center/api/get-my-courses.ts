import { useQuery } from '@tanstack/react-query';
import { endpoints, type MyCourse } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/course/mine: the user's courses with progress, most recently joined first. */
export const getMyCourses = (signal?: AbortSignal): Promise<MyCourse[]> =>
  call(endpoints.myCourses, { signal });

/** The user's courses (entry b, and the course choice of entry k). */
export const useMyCourses = () =>
  useQuery({ queryKey: centerKeys.myCourses, queryFn: ({ signal }) => getMyCourses(signal) });

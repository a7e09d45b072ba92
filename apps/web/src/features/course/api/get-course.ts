import { useQuery } from '@tanstack/react-query';
import { endpoints, type CourseDetail } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** GET /portal/course/detail?courseId (progress, done and favourite are the caller's with a token). */
export const getCourse = (courseId: number, signal?: AbortSignal): Promise<CourseDetail> =>
  call(endpoints.courseDetail, { query: { courseId }, signal });

export const useCourse = (courseId: number | null) =>
  useQuery({
    queryKey: courseKeys.course(courseId ?? 0),
    queryFn: ({ signal }) => getCourse(courseId!, signal),
    enabled: courseId !== null,
  });

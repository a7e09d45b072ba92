import { useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { teacherKeys, staleTime } from './keys';

export type TeacherCourses = EndpointData<'teacherCourses'>;

/**
 * GET /teacher/course/list: the courses the caller teaches. Silent: its 403 means "not a teacher", which
 * the page says itself (the teachers-only state), and a 401 at page load is the layout's to answer.
 */
export const getTeacherCourses = (signal?: AbortSignal): Promise<TeacherCourses> =>
  call(endpoints.teacherCourses, { signal, silent: true });

/** The courses the caller teaches; its 403 tells the page the caller is not a teacher. */
export const useTeacherCourses = () =>
  useQuery({ queryKey: teacherKeys.courses, queryFn: ({ signal }) => getTeacherCourses(signal), staleTime });

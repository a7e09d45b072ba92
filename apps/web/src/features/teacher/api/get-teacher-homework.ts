import { useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { teacherKeys, staleTime } from './keys';

export type TeacherHomework = EndpointData<'teacherHomework'>;

/** GET /teacher/course/homework?courseId=: each homework of the course with its submissions, late marked. */
export const getTeacherHomework = (courseId: number, signal?: AbortSignal): Promise<TeacherHomework> =>
  call(endpoints.teacherHomework, { query: { courseId }, signal });

/** A course's homework and the submissions handed in (late ones marked). */
export const useTeacherHomework = (courseId: number) =>
  useQuery({
    queryKey: teacherKeys.homework(courseId),
    queryFn: ({ signal }) => getTeacherHomework(courseId, signal),
    staleTime,
  });

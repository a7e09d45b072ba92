import { useQuery } from '@tanstack/react-query';
import { endpoints, type MyQuestion } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** GET /portal/course/qa?courseId: the caller's questions to the course's teacher, newest first. */
export const getMyQuestions = (courseId: number, signal?: AbortSignal): Promise<MyQuestion[]> =>
  call(endpoints.myQuestions, { query: { courseId }, signal });

/** The caller's questions in a course. */
export const useMyQuestions = (courseId: number) =>
  useQuery({
    queryKey: courseKeys.questions(courseId),
    queryFn: ({ signal }) => getMyQuestions(courseId, signal),
  });

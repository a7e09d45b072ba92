import { useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { teacherKeys, staleTime } from './keys';

export type StudentQuestions = EndpointData<'studentQa'>;

/** GET /teacher/teacher_admin/question/student/QA: the students' questions in the caller's courses. */
export const getStudentQuestions = (signal?: AbortSignal): Promise<StudentQuestions> =>
  call(endpoints.studentQa, { signal });

/** The students' questions of all the teacher's courses (the page shows the chosen course's). */
export const useStudentQuestions = (enabled: boolean) =>
  useQuery({
    queryKey: teacherKeys.questions,
    queryFn: ({ signal }) => getStudentQuestions(signal),
    enabled,
    staleTime,
  });

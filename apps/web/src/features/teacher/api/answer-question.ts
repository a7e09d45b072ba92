import { useMutation } from '@tanstack/react-query';
import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { teacherKeys } from './keys';
import type { StudentQuestions } from './get-student-questions';

export type AnsweredQuestion = EndpointData<'answerQuestion'>;

/** POST /teacher/teacher_admin/question/student/answer (JSON): answers a student's question. */
export const answerQuestion = (id: number, answer: string): Promise<AnsweredQuestion> =>
  call(endpoints.answerQuestion, { body: { id, answer } });

/** Answers a question: the answer goes into the questions' query once the server has it. */
export const useAnswerQuestion = () =>
  useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) => answerQuestion(id, answer),
    onSuccess: (answered) =>
      queryClient.setQueryData<StudentQuestions>(teacherKeys.questions, (list) =>
        list?.map((q) => (q.id === answered.id ? { ...q, answer: answered.answer } : q)),
      ),
  });

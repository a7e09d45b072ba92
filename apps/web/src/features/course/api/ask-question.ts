import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, type MyQuestion } from '@shui/contract';
import { ui } from '../../../config/ui';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { courseKeys } from './keys';

/** POST /portal/course/qa/ask?courseId (JSON): a question to the course's teacher. */
export const askQuestion = (courseId: number, question: string): Promise<MyQuestion> =>
  call(endpoints.askQuestion, { query: { courseId }, body: { question } });

/** A question to the course's teacher: added at the top of the caller's questions once the server has it. */
export function useAskQuestion(courseId: number) {
  const { t } = useTranslation('course');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (question: string) => askQuestion(courseId, question),
    onSuccess: (asked) => {
      queryClient.setQueryData<MyQuestion[]>(courseKeys.questions(courseId), (list) => [
        asked,
        ...(list ?? []),
      ]);
      void message.success(t('questions.asked'), ui.successToastMs / 1000);
    },
  });
}

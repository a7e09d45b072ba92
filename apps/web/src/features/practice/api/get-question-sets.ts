import { useQuery } from '@tanstack/react-query';
import { endpoints, type QuestionSetSummary } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/** GET /portal/question/sets (a token, when there is one, adds how many the caller solved). */
export const getQuestionSets = (signal?: AbortSignal): Promise<QuestionSetSummary[]> =>
  call(endpoints.questionSets, { signal });

export const useQuestionSets = () =>
  useQuery({ queryKey: practiceKeys.sets(), queryFn: ({ signal }) => getQuestionSets(signal) });

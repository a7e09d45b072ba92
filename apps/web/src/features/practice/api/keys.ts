import type { QuestionListQuery } from '@shui/contract';

/**
 * The calibration field's query keys, in one place. Everything that depends on the caller's standing
 * (sets, lists, a question) sits under `standing`, so a verdict refreshes it all with one invalidation.
 */
export const practiceKeys = {
  all: ['practice'] as const,
  standing: () => [...practiceKeys.all, 'standing'] as const,
  sets: () => [...practiceKeys.standing(), 'sets'] as const,
  list: (query: QuestionListQuery) => [...practiceKeys.standing(), 'list', query] as const,
  question: (questionId: number) => [...practiceKeys.standing(), 'question', questionId] as const,
  submissions: (questionId: number) => [...practiceKeys.standing(), 'submissions', questionId] as const,
  submissionPage: (questionId: number, pageNum: number) =>
    [...practiceKeys.submissions(questionId), pageNum] as const,
  submission: (submissionId: number) => [...practiceKeys.all, 'submission', submissionId] as const,
  sqlSample: () => [...practiceKeys.all, 'sql-sample'] as const,
};

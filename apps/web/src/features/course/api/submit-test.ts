import { useMutation } from '@tanstack/react-query';
import { endpoints, type Lesson, type TestSubmitInput, type TestSubmitResult } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { updateResource, courseChanged } from './lesson-cache';

/** POST /portal/course/test/submit (JSON): scored at once; the answer holds the right answers. */
export const submitTest = (input: TestSubmitInput): Promise<TestSubmitResult> =>
  call(endpoints.testSubmit, { body: input });

export function useTestSubmit(lesson: Pick<Lesson, 'lessonId' | 'courseId'>, resourceId: number) {
  return useMutation({
    mutationFn: (answers: Record<string, 'A' | 'B' | 'C' | 'D'>) => submitTest({ resourceId, answers }),
    onSuccess: (result) => {
      updateResource(lesson.lessonId, resourceId, (r) =>
        r.type === 4 ? { ...r, attempt: result.kept, done: true } : r,
      );
      courseChanged(lesson.courseId);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { endpoints, type Lesson, type LessonProgressResult } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { progressRecorded } from './lesson-cache';

/**
 * POST /resource/lesson/progress (JSON): a video's position, or a courseware opened. Silent: it runs in
 * the background while the learner watches; the page says so itself when it fails.
 */
export const reportProgress = (resourceId: number, watchedSeconds?: number): Promise<LessonProgressResult> =>
  call(endpoints.lessonProgress, {
    body: watchedSeconds === undefined ? { resourceId } : { resourceId, watchedSeconds },
    silent: true,
  });

/** Opened (a courseware, a link): recorded once; the answer marks it done. */
export function useOpened(lesson: Pick<Lesson, 'lessonId' | 'courseId'>, resourceId: number) {
  return useMutation({
    mutationFn: () => reportProgress(resourceId),
    onSuccess: (result) => progressRecorded(lesson, result),
  });
}

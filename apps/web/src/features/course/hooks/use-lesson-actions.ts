import { useMutation } from '@tanstack/react-query';
import type { Lesson, LessonProgressResult, LessonResource } from '@shui/contract';
import { queryClient } from '../../../lib/query-client';
import { reportProgress, submitHomework, submitTest } from '../api/course-api';
import { courseKeys } from './course-keys';

/** Changes one resource of the lesson in its query (after the server took a report or a submission). */
export function updateResource(
  lessonId: number,
  resourceId: number,
  change: (resource: LessonResource) => LessonResource,
): void {
  queryClient.setQueryData<Lesson>(
    courseKeys.lesson(lessonId),
    (lesson) =>
      lesson && {
        ...lesson,
        resources: lesson.resources.map((r) => (r.resourceId === resourceId ? change(r) : r)),
      },
  );
}

/** The course page shows progress and done marks: it asks again when next shown. */
const courseChanged = (courseId: number) =>
  void queryClient.invalidateQueries({ queryKey: courseKeys.course(courseId), refetchType: 'none' });

/** Records a progress report's answer: the resource's done mark (and a video's position). */
export function progressRecorded(
  lesson: Pick<Lesson, 'lessonId' | 'courseId'>,
  result: LessonProgressResult,
): void {
  updateResource(lesson.lessonId, result.resourceId, (r) =>
    r.type === 2 && result.watchedSeconds !== null
      ? { ...r, done: result.done, watchedSeconds: Math.max(r.watchedSeconds, result.watchedSeconds) }
      : { ...r, done: result.done },
  );
  courseChanged(lesson.courseId);
}

/** Opened (a courseware, a link): recorded once; the answer marks it done. */
export function useOpened(lesson: Pick<Lesson, 'lessonId' | 'courseId'>, resourceId: number) {
  return useMutation({
    mutationFn: () => reportProgress(resourceId),
    onSuccess: (result) => progressRecorded(lesson, result),
  });
}

export function useHomeworkSubmit(lesson: Pick<Lesson, 'lessonId' | 'courseId'>, resourceId: number) {
  return useMutation({
    mutationFn: ({ file, text }: { file: File; text: string }) => submitHomework(resourceId, file, text),
    onSuccess: (submission) => {
      updateResource(lesson.lessonId, resourceId, (r) =>
        r.type === 1 ? { ...r, submission, done: true } : r,
      );
      courseChanged(lesson.courseId);
    },
  });
}

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

import { type Lesson, type LessonProgressResult, type LessonResource } from '@shui/contract';
import { queryClient } from '../../../lib/query-client';
import { courseKeys } from './keys';

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
export const courseChanged = (courseId: number) =>
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

import { useQuery } from '@tanstack/react-query';
import { endpoints, type Lesson, type LessonBrief } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { isForbidden } from '../../../lib/api-error';
import { courseKeys } from './keys';

/**
 * GET /portal/course/lesson?lessonId (403 when the caller does not take the course: expected, the page
 * offers to join it, so no toast; other failures are toasted).
 */
export const getLesson = (lessonId: number, signal?: AbortSignal): Promise<Lesson> =>
  call(endpoints.lessonDetail, { query: { lessonId }, signal, expected: isForbidden });

/**
 * GET /portal/course/lesson/brief?lessonId: the lesson's course, for its 403 page. Silent: without it the
 * page says only "join the course first".
 */
export const getLessonBrief = (lessonId: number, signal?: AbortSignal): Promise<LessonBrief> =>
  call(endpoints.lessonBrief, { query: { lessonId }, signal, silent: true });

export const useLesson = (lessonId: number | null) =>
  useQuery({
    queryKey: courseKeys.lesson(lessonId ?? 0),
    queryFn: ({ signal }) => getLesson(lessonId!, signal),
    enabled: lessonId !== null,
  });

/** Where a lesson sits: asked only once the lesson answered 403 (`enabled`). */
export const useLessonBrief = (lessonId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: courseKeys.lessonBrief(lessonId ?? 0),
    queryFn: ({ signal }) => getLessonBrief(lessonId!, signal),
    enabled: enabled && lessonId !== null,
    retry: false,
  });

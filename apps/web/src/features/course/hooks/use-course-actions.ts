import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ui, type CourseDetail, type FavoriteTargetType, type Lesson, type MyQuestion } from '@shui/contract';
import { queryClient } from '../../../lib/query-client';
import { addFavorite, askQuestion, joinCourse, leaveCourse, removeFavorite } from '../api/course-api';
import { courseKeys } from './course-keys';

/**
 * Join and leave a course. Afterwards the course is asked again (its progress, counts and `joined`
 * change) and the catalogue's pages are marked stale. A failure was shown by the api client (a toast).
 */
export function useMembership(courseId: number, { lessonId }: { lessonId?: number } = {}) {
  const { t } = useTranslation('course');
  const { message } = App.useApp();
  const settle = async () => {
    // Joined from a lesson's 403 page: the lesson opens now.
    if (lessonId !== undefined)
      await queryClient.invalidateQueries({ queryKey: courseKeys.lesson(lessonId) });
    await queryClient.invalidateQueries({ queryKey: courseKeys.course(courseId) });
    void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: courseKeys.school() });
  };
  const join = useMutation({
    mutationFn: () => joinCourse(courseId),
    onSuccess: async () => {
      await settle();
      void message.success(t('detail.joinDone'), ui.successToastMs / 1000);
    },
  });
  const leave = useMutation({
    mutationFn: () => leaveCourse(courseId),
    onSuccess: async () => {
      await settle();
      void message.success(t('detail.leaveDone'), ui.successToastMs / 1000);
    },
  });
  return { join, leave };
}

/**
 * The favourite toggle of a course or a lesson: the new state is written into that page's query once
 * the server has it.
 */
export function useFavorite(targetType: FavoriteTargetType, targetId: number) {
  const { t } = useTranslation('course');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? addFavorite(targetType, targetId) : removeFavorite(targetType, targetId),
    onSuccess: (_, favorite) => {
      if (targetType === 'course') {
        queryClient.setQueryData<CourseDetail>(courseKeys.course(targetId), (c) => c && { ...c, favorite });
      } else {
        queryClient.setQueryData<Lesson>(courseKeys.lesson(targetId), (l) => l && { ...l, favorite });
      }
      void message.success(t(favorite ? 'favorite.added' : 'favorite.removed'), ui.successToastMs / 1000);
    },
  });
}

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

import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@shui/contract';
import { ui } from '../../../config/ui';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { courseKeys } from './keys';

/** POST /portal/course/join?courseId */
export const joinCourse = (courseId: number): Promise<null> =>
  call(endpoints.courseJoin, { query: { courseId } });

/** POST /portal/course/leave?courseId */
export const leaveCourse = (courseId: number): Promise<null> =>
  call(endpoints.courseLeave, { query: { courseId } });

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

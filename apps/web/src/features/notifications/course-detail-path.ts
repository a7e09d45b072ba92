import type { Notification } from '@shui/contract';

/** Where 'view details' goes: the course page, or nowhere when the notification names no course. */
export const courseDetailPath = (notification: Notification): string | null =>
  notification.courseId === null ? null : `/Course/CourseDetail?courseId=${notification.courseId}`;

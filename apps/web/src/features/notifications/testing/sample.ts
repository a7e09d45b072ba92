import type { Notification } from '@shui/contract';

/** Backend time ('YYYY-MM-DD HH:mm:ss', China Standard Time) `minutes` before `now`. */
export function cstMinutesAgo(minutes: number, now = Date.now()): string {
  const cst = new Date(now - minutes * 60_000 + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${cst.getUTCFullYear()}-${pad(cst.getUTCMonth() + 1)}-${pad(cst.getUTCDate())} ` +
    `${pad(cst.getUTCHours())}:${pad(cst.getUTCMinutes())}:${pad(cst.getUTCSeconds())}`
  );
}

/** Six notifications, newest first: four unread (one without a course), two read. */
export const sampleNotifications = (now = Date.now()): Notification[] => [
  { id: 11, message: '新作业：第三章习题', status: 0, createTime: cstMinutesAgo(0.5, now), courseId: 101 },
  { id: 12, message: '周五随堂测验', status: 0, createTime: cstMinutesAgo(25, now), courseId: 102 },
  { id: 13, message: '实训环境维护', status: 0, createTime: cstMinutesAgo(180, now), courseId: null },
  { id: 14, message: '课件更新', status: 0, createTime: cstMinutesAgo(1500, now), courseId: 3 },
  { id: 15, message: '作业一已批改', status: 1, createTime: '2024-03-05 09:08:07', courseId: 101 },
  { id: 16, message: '欢迎加入', status: 1, createTime: '2024-03-01 18:00:00', courseId: null },
];

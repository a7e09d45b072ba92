import type { MyCourse } from '@shui/contract';

/** A course of GET /portal/course/mine, with what a test does not care about filled in. */
export const myCourse = (c: Partial<MyCourse> & Pick<MyCourse, 'courseId' | 'courseName'>): MyCourse => ({
  cover: '',
  teacherName: '王老师',
  tag: 1,
  intro: '关系模型、SQL、范式与事务。',
  studentCount: 16,
  lessonCount: 6,
  joined: true,
  teaching: false,
  progress: 17,
  completion: { videoTimes: 6, examTimes: 3, homeworkTimes: 0 },
  done: { videoTimes: 1, examTimes: 1, homeworkTimes: 0 },
  joinTime: '2026-08-28 10:29:09',
  ...c,
});

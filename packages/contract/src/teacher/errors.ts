import type { ErrorNote } from '../core/endpoint';

/** What the teacher view's calls answer when a course is not the caller's. */
export const teacherMessages = {
  courseNotFound: '课程不存在',
  notCourseTeacher: '您不是该课程的任课教师',
} as const;

/** A course of the teacher view's calls that is not the caller's. */
export const teacherCourseErrors = [
  { code: 'notFound', msg: teacherMessages.courseNotFound, when: 'no course has this courseId' },
  {
    code: 'forbidden',
    msg: teacherMessages.notCourseTeacher,
    when: 'the course is taught by someone else (or by nobody)',
  },
] as const satisfies readonly ErrorNote[];

import type { ErrorNote } from '../core/endpoint';
import { teacherMessages } from './schemas';

/** What the teacher view's calls' handlers add to the errors of their shape (apps/fake-api/src/teacher). */
export const courseNotFound = {
  code: 'notFound',
  msg: teacherMessages.courseNotFound,
  when: 'no course has this courseId',
} as const;
export const notCourseTeacher = {
  code: 'forbidden',
  msg: teacherMessages.notCourseTeacher,
  when: 'the course is taught by someone else (or by nobody)',
} as const;

/** A course of the teacher view's calls that is not the caller's. */
export const teacherCourseErrors = [courseNotFound, notCourseTeacher] as const satisfies readonly ErrorNote[];

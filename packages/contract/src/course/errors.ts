import { teacherMessages } from '../teacher/schemas';
import { courseMessages as m, HOMEWORK_TEXT_MAX } from './schemas';

/**
 * What the course calls' handlers add to the errors of their shape (apps/fake-api/src/course), listed
 * in the entries' `fails` in the order the handlers check them.
 */
export const courseNotFound = {
  code: 'notFound',
  msg: m.courseNotFound,
  when: 'no course has this id',
} as const;
export const notJoined = {
  code: 'forbidden',
  msg: m.notJoined,
  when: 'the caller does not take the course it belongs to',
} as const;
export const resourceNotFound = {
  code: 'notFound',
  msg: m.resourceNotFound,
  when: 'no resource has this id',
} as const;

// ---- the catalogue (catalogue-endpoints.ts) ----

export const programNotFound = {
  code: 'notFound',
  msg: m.programNotFound,
  when: 'no programme has this id',
} as const;
export const collegeNotFound = {
  code: 'notFound',
  msg: m.collegeNotFound,
  when: 'no college has this id',
} as const;
export const alreadyJoined = {
  code: 'conflict',
  msg: m.alreadyJoined,
  when: 'the caller already takes the course',
} as const;
export const teacherNoJoin = {
  code: 'conflict',
  msg: m.teacherNoJoin,
  when: 'the caller teaches the course',
} as const;
export const leaveNotJoined = {
  code: 'badRequest',
  msg: m.notJoined,
  when: 'the caller does not take the course',
} as const;

// ---- learning (learning-endpoints.ts) ----

export const lessonNotFound = {
  code: 'notFound',
  msg: m.lessonNotFound,
  when: 'no lesson has this id',
} as const;
export const notTrackable = {
  code: 'badRequest',
  msg: m.notTrackable,
  when: 'the resource is a homework or a test (they are done by submitting)',
} as const;
export const notHomework = {
  code: 'badRequest',
  msg: m.notHomework,
  when: 'the resource is not a homework',
} as const;
export const homeworkFileMissing = {
  code: 'badRequest',
  msg: m.fileMissing,
  when: 'no file, or an empty one',
} as const;
/** Its msg varies: the fake API throws it with homeworkFileRefused(kinds) (course/schemas.ts). */
export const homeworkFileRefused = {
  code: 'fileTypeNotAllowed',
  msg: '不支持该文件类型：本作业只接受 {kinds}文件（{extensions}）',
  when: "the file name's extension is not one of the homework's file kinds (`fileKinds`)",
} as const;
/** Its msg varies: the fake API throws it with homeworkFileMismatch(ext, kinds) (course/schemas.ts). */
export const homeworkFileMismatch = {
  code: 'fileTypeNotAllowed',
  msg: '文件内容与扩展名 {.ext} 不符：本作业只接受 {kinds}文件（{extensions}）',
  when: 'the bytes are not what the extension says (PDF, an Office or ZIP container, UTF-8 text, an image; the declared type is ignored)',
} as const;
export const textTooLong = {
  code: 'badRequest',
  msg: m.textTooLong,
  when: `the field \`text\` is over ${HOMEWORK_TEXT_MAX} characters`,
} as const;
export const notTest = {
  code: 'badRequest',
  msg: m.notTest,
  when: 'the resource is not a test',
} as const;
export const unknownQuestion = {
  code: 'badRequest',
  msg: m.unknownQuestion,
  when: 'an answer names a question that is not in this test',
} as const;

// ---- the personal centre (centre-endpoints.ts) ----

export const notTakingCourse = { ...notJoined, when: 'the caller does not take the course' } as const;
export const favoriteCourseNotFound = {
  ...courseNotFound,
  when: 'targetType=course and no course has this id',
} as const;
export const favoriteLessonNotFound = {
  code: 'notFound',
  msg: m.lessonNotFound,
  when: 'targetType=lesson and no lesson has this id',
} as const;
export const favoriteNotFound = {
  code: 'notFound',
  msg: m.favoriteNotFound,
  when: 'the caller has no such favourite',
} as const;
export const questionNotFound = {
  code: 'notFound',
  msg: m.questionNotFound,
  when: 'no question has this id',
} as const;
export const notTeacherOfQuestion = {
  code: 'forbidden',
  msg: m.notTeacherOfQuestion,
  when: 'the question was asked in a course the caller does not teach',
} as const;
export const teacherCourseNotFound = {
  code: 'notFound',
  msg: teacherMessages.courseNotFound,
  when: 'no course has this id',
} as const;
export const notCourseTeacher = {
  code: 'forbidden',
  msg: teacherMessages.notCourseTeacher,
  when: 'the caller does not teach the course',
} as const;

import { HOMEWORK_TEXT_MAX, courseMessages as m } from './course';
import { teacherMessages } from './teacher-endpoints';

/**
 * What the course calls' handlers add to the errors of their shape (spread into `endpointNotes`):
 * apps/fake-api/src/routes/course-hall.ts, in the order it checks them.
 */
const courseNotFound = {
  code: 'notFound',
  msg: m.courseNotFound,
  when: 'no course has this id',
} as const;
const notJoined = {
  code: 'forbidden',
  msg: m.notJoined,
  when: 'the caller does not take the course it belongs to',
} as const;
const resourceNotFound = {
  code: 'notFound',
  msg: m.resourceNotFound,
  when: 'no resource has this id',
} as const;

export const courseEndpointNotes = {
  courseList: { errors: [] },
  courseSchool: { errors: [] },
  programDetail: {
    errors: [{ code: 'notFound', msg: m.programNotFound, when: 'no programme has this id' }],
  },
  collegeDetail: {
    errors: [{ code: 'notFound', msg: m.collegeNotFound, when: 'no college has this id' }],
  },
  courseDetail: { errors: [courseNotFound] },
  courseJoin: {
    ok: m.joined,
    errors: [
      courseNotFound,
      { code: 'conflict', msg: m.alreadyJoined, when: 'the caller already takes the course' },
      { code: 'conflict', msg: m.teacherNoJoin, when: 'the caller teaches the course' },
    ],
  },
  courseLeave: {
    ok: m.left,
    errors: [
      courseNotFound,
      { code: 'badRequest', msg: m.notJoined, when: 'the caller does not take the course' },
    ],
  },
  lessonDetail: {
    errors: [{ code: 'notFound', msg: m.lessonNotFound, when: 'no lesson has this id' }, notJoined],
  },
  lessonBrief: {
    errors: [{ code: 'notFound', msg: m.lessonNotFound, when: 'no lesson has this id' }],
  },
  lessonProgress: {
    errors: [
      resourceNotFound,
      notJoined,
      {
        code: 'badRequest',
        msg: m.notTrackable,
        when: 'the resource is a homework or a test (they are done by submitting)',
      },
    ],
  },
  homeworkSubmit: {
    ok: m.submitted,
    errors: [
      resourceNotFound,
      notJoined,
      { code: 'badRequest', msg: m.notHomework, when: 'the resource is not a homework' },
      { code: 'badRequest', msg: m.fileMissing, when: 'no file, or an empty one' },
      {
        code: 'fileTypeNotAllowed',
        msg: '不支持该文件类型：本作业只接受 {kinds}文件（{extensions}）',
        when: "the file name's extension is not one of the homework's file kinds (`fileKinds`)",
      },
      {
        code: 'fileTypeNotAllowed',
        msg: '文件内容与扩展名 {.ext} 不符：本作业只接受 {kinds}文件（{extensions}）',
        when: 'the bytes are not what the extension says (PDF, an Office or ZIP container, UTF-8 text, an image; the declared type is ignored)',
      },
      {
        code: 'badRequest',
        msg: m.textTooLong,
        when: `the field \`text\` is over ${HOMEWORK_TEXT_MAX} characters`,
      },
    ],
  },
  testSubmit: {
    ok: m.submitted,
    errors: [
      resourceNotFound,
      notJoined,
      { code: 'badRequest', msg: m.notTest, when: 'the resource is not a test' },
      {
        code: 'badRequest',
        msg: m.unknownQuestion,
        when: 'an answer names a question that is not in this test',
      },
    ],
  },
  myCourses: { errors: [] },
  learningResults: { errors: [] },
  knowledgePoints: {
    errors: [courseNotFound, { ...notJoined, when: 'the caller does not take the course' }],
  },
  favoriteList: { errors: [] },
  favoriteAdd: {
    ok: m.favoriteAdded,
    errors: [
      { ...courseNotFound, when: 'targetType=course and no course has this id' },
      { code: 'notFound', msg: m.lessonNotFound, when: 'targetType=lesson and no lesson has this id' },
    ],
  },
  favoriteRemove: {
    ok: m.favoriteRemoved,
    errors: [{ code: 'notFound', msg: m.favoriteNotFound, when: 'the caller has no such favourite' }],
  },
  myQuestions: { errors: [courseNotFound] },
  askQuestion: {
    ok: m.asked,
    errors: [courseNotFound, { ...notJoined, when: 'the caller does not take the course' }],
  },
  answerQuestion: {
    ok: m.answered,
    errors: [
      { code: 'notFound', msg: m.questionNotFound, when: 'no question has this id' },
      {
        code: 'forbidden',
        msg: m.notTeacherOfQuestion,
        when: 'the question was asked in a course the caller does not teach',
      },
    ],
  },
  teacherHomework: {
    errors: [
      { code: 'notFound', msg: teacherMessages.courseNotFound, when: 'no course has this id' },
      {
        code: 'forbidden',
        msg: teacherMessages.notCourseTeacher,
        when: 'the caller does not teach the course',
      },
    ],
  },
} as const;

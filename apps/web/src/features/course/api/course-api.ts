import {
  endpoints,
  type CollegeDetail,
  type CourseDetail,
  type CourseList,
  type CourseSchool,
  type FavoriteTargetType,
  type HomeworkSubmission,
  type Lesson,
  type LessonBrief,
  type LessonProgressResult,
  type MyQuestion,
  type ProgramDetail,
  type TestSubmitInput,
  type TestSubmitResult,
} from '@shui/contract';
import { call } from '../../../lib/api-client';
import { isForbidden } from '../../../lib/api-error';
import type { CourseListSearch } from '../course-list-search';

/** GET /portal/course/list?pageNum&pageSize&tag&keyword (a token, when there is one, marks `joined`). */
export const getCourseList = (search: CourseListSearch, signal?: AbortSignal): Promise<CourseList> =>
  call(endpoints.courseList, {
    query: {
      pageNum: search.pageNum,
      pageSize: search.pageSize,
      ...(search.tag === null ? {} : { tag: search.tag }),
      ...(search.keyword === '' ? {} : { keyword: search.keyword }),
    },
    signal,
  });

/** GET /portal/course/school: the programmes, their course groups and courses. */
export const getSchool = (signal?: AbortSignal): Promise<CourseSchool> =>
  call(endpoints.courseSchool, { signal });

/** GET /portal/program/detail?programId */
export const getProgram = (programId: number, signal?: AbortSignal): Promise<ProgramDetail> =>
  call(endpoints.programDetail, { query: { programId }, signal });

/** GET /portal/program/college?collegeId */
export const getCollege = (collegeId: number, signal?: AbortSignal): Promise<CollegeDetail> =>
  call(endpoints.collegeDetail, { query: { collegeId }, signal });

/** GET /portal/course/detail?courseId (progress, done and favourite are the caller's with a token). */
export const getCourse = (courseId: number, signal?: AbortSignal): Promise<CourseDetail> =>
  call(endpoints.courseDetail, { query: { courseId }, signal });

/** POST /portal/course/join?courseId */
export const joinCourse = (courseId: number): Promise<null> =>
  call(endpoints.courseJoin, { query: { courseId } });

/** POST /portal/course/leave?courseId */
export const leaveCourse = (courseId: number): Promise<null> =>
  call(endpoints.courseLeave, { query: { courseId } });

/** POST /portal/favorite/add?targetType&targetId (idempotent) */
export const addFavorite = (targetType: FavoriteTargetType, targetId: number): Promise<null> =>
  call(endpoints.favoriteAdd, { query: { targetType, targetId } });

/** POST /portal/favorite/remove?targetType&targetId */
export const removeFavorite = (targetType: FavoriteTargetType, targetId: number): Promise<null> =>
  call(endpoints.favoriteRemove, { query: { targetType, targetId } });

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

/** GET /portal/course/qa?courseId: the caller's questions to the course's teacher, newest first. */
export const getMyQuestions = (courseId: number, signal?: AbortSignal): Promise<MyQuestion[]> =>
  call(endpoints.myQuestions, { query: { courseId }, signal });

/** POST /portal/course/qa/ask?courseId (JSON): a question to the course's teacher. */
export const askQuestion = (courseId: number, question: string): Promise<MyQuestion> =>
  call(endpoints.askQuestion, { query: { courseId }, body: { question } });

/**
 * POST /resource/lesson/progress (JSON): a video's position, or a courseware opened. Silent: it runs in
 * the background while the learner watches; the page says so itself when it fails.
 */
export const reportProgress = (resourceId: number, watchedSeconds?: number): Promise<LessonProgressResult> =>
  call(endpoints.lessonProgress, {
    body: watchedSeconds === undefined ? { resourceId } : { resourceId, watchedSeconds },
    silent: true,
  });

/** POST /resource/homework/submit?resourceId (multipart: the file `file`, the optional field `text`). */
export function submitHomework(resourceId: number, file: File, text: string): Promise<HomeworkSubmission> {
  const form = new FormData();
  form.append('file', file);
  if (text.trim() !== '') form.append('text', text.trim());
  return call(endpoints.homeworkSubmit, { query: { resourceId }, body: form });
}

/** POST /portal/course/test/submit (JSON): scored at once; the answer holds the right answers. */
export const submitTest = (input: TestSubmitInput): Promise<TestSubmitResult> =>
  call(endpoints.testSubmit, { body: input });

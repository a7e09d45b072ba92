import { endpoints, type EndpointData } from '@shui/contract';
import { call } from '../../../lib/api-client';

export type TeacherCourses = EndpointData<'teacherCourses'>;
export type Liveness = EndpointData<'liveness'>;
export type ScoreStats = EndpointData<'averageScore'>;
export type StudentQuestions = EndpointData<'studentQa'>;
export type DailyLiveness = EndpointData<'dailyLiveness'>;
export type ScoreDistribution = EndpointData<'scoreDistribution'>;
export type TeacherHomework = EndpointData<'teacherHomework'>;
export type AnsweredQuestion = EndpointData<'answerQuestion'>;

/**
 * GET /teacher/course/list: the courses the caller teaches. Silent: its 403 means "not a teacher", which
 * the page says itself (the teachers-only state), and a 401 at page load is the layout's to answer.
 */
export const getTeacherCourses = (signal?: AbortSignal): Promise<TeacherCourses> =>
  call(endpoints.teacherCourses, { signal, silent: true });

/** GET /teacher/course/sum_liveness: students, active students and liveness over all the courses. */
export const getLiveness = (signal?: AbortSignal): Promise<Liveness> => call(endpoints.liveness, { signal });

/** GET /portal/huhang/averageScore: exam score statistics over the caller's courses. */
export const getAverageScore = (signal?: AbortSignal): Promise<ScoreStats> =>
  call(endpoints.averageScore, { signal });

/** GET /teacher/teacher_admin/question/student/QA: the students' questions in the caller's courses. */
export const getStudentQuestions = (signal?: AbortSignal): Promise<StudentQuestions> =>
  call(endpoints.studentQa, { signal });

/** GET /teacher/course/liveness/daily?courseId=&days=: a course's activity day by day. */
export const getDailyLiveness = (
  courseId: number,
  days: number,
  signal?: AbortSignal,
): Promise<DailyLiveness> => call(endpoints.dailyLiveness, { query: { courseId, days }, signal });

/** GET /teacher/course/score/distribution?courseId=: a course's score statistics and bands. */
export const getScoreDistribution = (courseId: number, signal?: AbortSignal): Promise<ScoreDistribution> =>
  call(endpoints.scoreDistribution, { query: { courseId }, signal });

/** GET /teacher/course/homework?courseId=: each homework of the course with its submissions, late marked. */
export const getTeacherHomework = (courseId: number, signal?: AbortSignal): Promise<TeacherHomework> =>
  call(endpoints.teacherHomework, { query: { courseId }, signal });

/** POST /teacher/teacher_admin/question/student/answer (JSON): answers a student's question. */
export const answerQuestion = (id: number, answer: string): Promise<AnsweredQuestion> =>
  call(endpoints.answerQuestion, { body: { id, answer } });

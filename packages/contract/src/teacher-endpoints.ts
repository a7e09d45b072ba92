import { endpoint, type EndpointDef } from './endpoint-def';
import { extensionPaths } from './extension-paths';
import {
  courseQuerySchema,
  dailyLivenessQuerySchema,
  dailyLivenessSchema,
  scoreDistributionSchema,
  teacherCourseListSchema,
} from './teacher';

/** What the teacher view's calls answer when a course is not the caller's. */
export const teacherMessages = {
  courseNotFound: '课程不存在',
  notCourseTeacher: '您不是该课程的任课教师',
} as const;

/**
 * Extensions for the teacher view (the course dashboard at /teacher): the teacher's courses, a course's
 * activity day by day and its score distribution. The spec's teacher calls (sum_liveness, averageScore,
 * the students' questions) carry no course or time, so a per-course dashboard needs these.
 */
export const teacherEndpoints = {
  teacherCourses: endpoint({
    method: 'GET',
    path: extensionPaths.teacherCourses,
    access: 'teacher',
    read: true,
    extension: true,
    summary: 'The courses the caller teaches, with their number of students',
    data: teacherCourseListSchema,
    errors: ['unauthorized', 'forbidden'],
  }),
  dailyLiveness: endpoint({
    method: 'GET',
    path: extensionPaths.dailyLiveness,
    access: 'teacher',
    read: true,
    inputs: { query: { courseId: { from: 'teacherCourses', pick: '[].courseId' }, days: 7 } },
    extension: true,
    summary: "A course's activity day by day over the last `days` days",
    query: dailyLivenessQuerySchema,
    data: dailyLivenessSchema,
    errors: ['unauthorized', 'forbidden', 'badRequest', 'notFound'],
  }),
  scoreDistribution: endpoint({
    method: 'GET',
    path: extensionPaths.scoreDistribution,
    access: 'teacher',
    read: true,
    inputs: { query: { courseId: { from: 'teacherCourses', pick: '[].courseId' } } },
    extension: true,
    summary: "A course's exam scores: statistics and how many fall in each band",
    query: courseQuerySchema,
    data: scoreDistributionSchema,
    errors: ['unauthorized', 'forbidden', 'badRequest', 'notFound'],
  }),
} as const satisfies Record<string, EndpointDef>;

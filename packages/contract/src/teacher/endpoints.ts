import { teacherCourseErrors } from './errors';
import { endpoint, type EndpointDef } from '../core/endpoint';
import {
  courseQuerySchema,
  dailyLivenessQuerySchema,
  dailyLivenessSchema,
  scoreDistributionSchema,
  teacherCourseListSchema,
} from './schemas';

/**
 * Extensions for the teacher view (the course dashboard at /teacher): the teacher's courses, a course's
 * activity day by day and its score distribution. The spec's teacher calls (sum_liveness, averageScore,
 * the students' questions) carry no course or time, so a per-course dashboard needs these.
 */
export const teacherEndpoints = {
  teacherCourses: endpoint({
    method: 'GET',
    path: '/teacher/course/list',
    access: 'teacher',
    read: true,
    extension: true,
    summary: 'The courses the caller teaches, with their number of students',
    data: teacherCourseListSchema,
    errors: ['unauthorized', 'forbidden'],
  }),
  dailyLiveness: endpoint({
    method: 'GET',
    path: '/teacher/course/liveness/daily',
    access: 'teacher',
    read: true,
    inputs: { query: { courseId: { from: 'teacherCourses', pick: '[].courseId' }, days: 7 } },
    extension: true,
    summary: "A course's activity day by day over the last `days` days",
    query: dailyLivenessQuerySchema,
    data: dailyLivenessSchema,
    errors: ['unauthorized', 'forbidden', 'badRequest', 'notFound'],
    fails: teacherCourseErrors,
    example: { query: { courseId: 101, days: 7 } },
  }),
  scoreDistribution: endpoint({
    method: 'GET',
    path: '/teacher/course/score/distribution',
    access: 'teacher',
    read: true,
    inputs: { query: { courseId: { from: 'teacherCourses', pick: '[].courseId' } } },
    extension: true,
    summary: "A course's exam scores: statistics and how many fall in each band",
    query: courseQuerySchema,
    data: scoreDistributionSchema,
    errors: ['unauthorized', 'forbidden', 'badRequest', 'notFound'],
    fails: teacherCourseErrors,
    example: { query: { courseId: 3 } },
  }),
} as const satisfies Record<string, EndpointDef>;

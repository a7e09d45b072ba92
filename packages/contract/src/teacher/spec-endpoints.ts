import { endpoint, type EndpointDef } from '../core/endpoint';
import { livenessSchema, scoreStatsSchema, studentQaSchema } from './schemas';

/** The spec's teacher calls: activity, average score and the students' questions (spec section 7). */
export const teacherSpecEndpoints = {
  liveness: endpoint({
    method: 'GET',
    path: '/teacher/course/sum_liveness',
    access: 'teacher',
    read: true,
    summary: "Liveness of the teacher's courses",
    data: livenessSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'forbidden'],
  }),
  averageScore: endpoint({
    method: 'GET',
    path: '/portal/huhang/averageScore',
    access: 'user',
    read: true,
    summary: 'Exam score statistics',
    data: scoreStatsSchema,
    chosen: 'the response',
    errors: ['unauthorized'],
  }),
  studentQa: endpoint({
    method: 'GET',
    path: '/teacher/teacher_admin/question/student/QA',
    access: 'teacher',
    read: true,
    summary: "Students' questions to the teacher",
    data: studentQaSchema,
    chosen: 'the response',
    errors: ['unauthorized', 'forbidden'],
  }),
} as const satisfies Record<string, EndpointDef>;

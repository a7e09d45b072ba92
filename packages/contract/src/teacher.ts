import { z } from 'zod';

/** GET /teacher/course/sum_liveness -> data (chosen; "response not shown"). Teachers only. */
export const livenessSchema = z.object({
  courseCount: z.number().int().nonnegative(),
  studentCount: z.number().int().nonnegative(),
  activeStudents: z.number().int().nonnegative(),
  liveness: z.number().min(0).max(1),
});

/** GET /portal/huhang/averageScore -> data: exam score stats of section 3. */
export const scoreStatsSchema = z.object({
  maxScore: z.number(),
  minScore: z.number(),
  avgScore: z.number(),
  totalScore: z.number(),
});

/** GET /teacher/teacher_admin/question/student/QA -> data: students' questions (chosen). Teachers only. */
export const studentQaSchema = z.array(
  z.object({
    id: z.number().int(),
    studentName: z.string(),
    courseId: z.number().int(),
    question: z.string(),
    answer: z.string().nullable(),
    createTime: z.string(),
  }),
);

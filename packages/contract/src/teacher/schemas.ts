import { z } from 'zod';
import { courseMessages } from '../course/schemas';

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

// ---- extensions: the teacher view's per-course data (packages/contract/src/teacher/endpoints.ts) ----

/** A course the caller teaches, for the teacher view's course picker. */
export const teacherCourseSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  studentCount: z.number().int().nonnegative(),
});
export const teacherCourseListSchema = z.array(teacherCourseSchema);
export type TeacherCourse = z.infer<typeof teacherCourseSchema>;

/** The most days GET /teacher/course/liveness/daily covers. */
export const LIVENESS_MAX_DAYS = 60;
/** Days a student's activity counts towards `activeStudents` of GET /teacher/course/sum_liveness. */
export const LIVENESS_WINDOW_DAYS = 7;

export const courseQuerySchema = z.object({ courseId: z.coerce.number().int().positive() });

export const dailyLivenessQuerySchema = courseQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(LIVENESS_MAX_DAYS),
});

/** One day of a course's activity. */
export const livenessDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  activeStudents: z.number().int().nonnegative(),
  actions: z.number().int().nonnegative(),
});

export const dailyLivenessSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  studentCount: z.number().int().nonnegative(),
  activeStudents: z.number().int().nonnegative(),
  liveness: z.number().min(0).max(1),
  days: z.array(livenessDaySchema),
});
export type DailyLiveness = z.infer<typeof dailyLivenessSchema>;

/** The score bands of the distribution: [min, max] inclusive, whole points. */
export const SCORE_BANDS = [
  { min: 0, max: 59 },
  { min: 60, max: 69 },
  { min: 70, max: 79 },
  { min: 80, max: 89 },
  { min: 90, max: 100 },
] as const;

export const scoreDistributionSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  studentCount: z.number().int().nonnegative(),
  scoredCount: z.number().int().nonnegative(),
  avgScore: z.number(),
  maxScore: z.number(),
  minScore: z.number(),
  bands: z.array(
    z.object({
      min: z.number().int(),
      max: z.number().int(),
      count: z.number().int().nonnegative(),
    }),
  ),
});
export type ScoreDistribution = z.infer<typeof scoreDistributionSchema>;

/** A student's learning actions (videos, homework, practice...) in a course on one day (China time). */
export const storedActivitySchema = z.object({
  courseId: z.number().int(),
  userId: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  actions: z.number().int().positive(),
});

/** The teacher view's part of the seed set (fixtures/seed/teacher.json). */
export const teacherSeedSchema = z.object({
  /** Per course and day (days before start-up): each student's number of learning actions. */
  learningActivity: z
    .array(
      z.object({
        courseId: z.number().int(),
        daysAgo: z.number().int().nonnegative(),
        actions: z.record(z.string(), z.number().int().positive()),
      }),
    )
    .default([]),
});

/** What the teacher view's calls answer when a course is not the caller's. */
export const teacherMessages = {
  /** The course domain's own message (course/schemas.ts). */
  courseNotFound: courseMessages.courseNotFound,
  notCourseTeacher: '您不是该课程的任课教师',
} as const;

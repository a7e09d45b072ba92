import { z } from 'zod';
import { completionSchema, courseCardSchema, courseScoreStatsSchema } from './catalogue';

/** The course domain in the personal centre: the caller's courses, results, knowledge points, favourites. */

const id = z.number().int();
const positiveId = z.coerce.number().int().positive();

// ---- personal centre ----

/** GET /portal/course/mine: the caller's courses, most recently joined first. */
export const myCourseSchema = courseCardSchema.extend({
  /** 0-100: done resources of the completion conditions over those required. */
  progress: z.number().int().min(0).max(100),
  completion: completionSchema,
  /** What the caller has done towards `completion`. */
  done: completionSchema,
  /** When the caller joined; null for an enrolment made before joins were recorded. */
  joinTime: z.string().nullable(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCourseListSchema = z.array(myCourseSchema);

/** GET /portal/course/results: per course the caller takes. */
export const learningResultSchema = z.object({
  courseId: id,
  courseName: z.string(),
  /** The caller's course score: the sum of the kept attempts; null before any attempt. */
  score: z.number().nullable(),
  /** The course's full marks (every test's total). */
  fullScore: z.number().nonnegative(),
  scoreStats: courseScoreStatsSchema.nullable(),
  progress: z.number().int().min(0).max(100),
  attempts: z.array(
    z.object({
      resourceId: id,
      title: z.string(),
      score: z.number().nonnegative(),
      total: z.number().positive(),
      submitTime: z.string(),
    }),
  ),
});
export type LearningResult = z.infer<typeof learningResultSchema>;
export const learningResultListSchema = z.array(learningResultSchema);

export interface KnowledgePoint {
  pointId: number;
  name: string;
  /** 0-100 */
  mastery: number;
  children: KnowledgePoint[];
}
export const knowledgePointSchema: z.ZodType<KnowledgePoint> = z.object({
  pointId: id,
  name: z.string(),
  mastery: z.number().int().min(0).max(100),
  get children() {
    return z.array(knowledgePointSchema);
  },
});
export const knowledgeTreeSchema = z.array(knowledgePointSchema);

export const favoriteTargetTypeSchema = z.enum(['course', 'lesson']);
export type FavoriteTargetType = z.infer<typeof favoriteTargetTypeSchema>;
export const favoriteSchema = z.object({
  favoriteId: id,
  targetType: favoriteTargetTypeSchema,
  targetId: id,
  title: z.string(),
  courseId: id,
  createTime: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
/** GET /portal/favorite/list: newest first. */
export const favoriteListSchema = z.array(favoriteSchema);
export const favoriteQuerySchema = z.object({
  targetType: favoriteTargetTypeSchema,
  targetId: positiveId,
});

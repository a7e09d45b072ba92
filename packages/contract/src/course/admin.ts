import { z } from 'zod';
import { courseTagSchema } from './schemas';

/** The control plane's course routes (`shui courses list|add`, `shui seed --courses`). */

const courseInput = z
  .object({
    name: z.string().trim().min(1).max(64),
    /** Username (or phone, mail, student number) of a teacher account. */
    teacher: z.string().trim().min(1).max(64),
    tag: z.coerce.number().pipe(courseTagSchema).default(1),
    intro: z.string().trim().max(200).default(''),
  })
  .strict();

/** POST /__admin/courses */
export const adminCourseInputSchema = courseInput;
export type AdminCourseInput = z.input<typeof adminCourseInputSchema>;

/** POST /__admin/courses/bulk: up to 100,000 courses, all or nothing. */
export const adminCourseBulkInputSchema = z
  .object({ courses: z.array(courseInput).min(1).max(100_000) })
  .strict();
export type AdminCourseBulkInput = z.input<typeof adminCourseBulkInputSchema>;

/** A course as the control plane lists it. */
export const adminCourseSchema = z.object({
  courseId: z.number().int(),
  name: z.string(),
  /** The teacher's username; null for a course without one. */
  teacher: z.string().nullable(),
  teacherName: z.string(),
  tag: courseTagSchema,
  studentCount: z.number().int().nonnegative(),
  lessonCount: z.number().int().nonnegative(),
  createTime: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /__admin/courses?keyword=&tag= */
export const adminCourseQuerySchema = z.object({
  keyword: z.string().max(64).optional(),
  tag: z.coerce.number().pipe(courseTagSchema).optional(),
});
export const adminCourseListSchema = z.object({
  total: z.number().int().nonnegative(),
  courses: z.array(adminCourseSchema),
});
export const adminCourseBulkResultSchema = z.object({
  added: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  firstId: z.number().int().nullable(),
});

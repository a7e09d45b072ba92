import { z } from 'zod';
import { pageOf, pageQuery, pagerPageRule } from '../core/paging';
import { courseResourceTypeSchema, courseTagSchema } from './schemas';

/** The course catalogue: the course hall's cards and lists, programmes, colleges and a course's detail. */

const id = z.number().int();
const positiveId = z.coerce.number().int().positive();

// ---- the course hall ----

/** A course as the hall's cards show it. `teacherName` is '' for a course without a teacher. */
export const courseCardSchema = z.object({
  courseId: id,
  courseName: z.string(),
  cover: z.string(),
  teacherName: z.string(),
  tag: courseTagSchema,
  intro: z.string(),
  studentCount: z.number().int().nonnegative(),
  lessonCount: z.number().int().nonnegative(),
  /** The caller takes this course (false without a token). */
  joined: z.boolean(),
  /** The caller teaches this course (a teacher does not join it: false without a token). */
  teaching: z.boolean(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** GET /portal/course/list: pageNum from 1 (default 1), pageSize 10/20/30/50 (default 10), both optional. */
export const courseListQuerySchema = pageQuery(pagerPageRule).extend({
  tag: z.coerce.number().int().min(1).max(4).optional(),
  keyword: z.string().max(50).optional(),
});
export const courseListSchema = pageOf(courseCardSchema);
export type CourseList = z.infer<typeof courseListSchema>;

export const courseGroupSchema = z.object({
  groupId: id,
  name: z.string(),
  courses: z.array(courseCardSchema),
});
export type CourseGroup = z.infer<typeof courseGroupSchema>;

/** A programme (专业) in the school view. */
export const programmeSchema = z.object({
  programId: id,
  name: z.string(),
  collegeId: id,
  collegeName: z.string(),
  /** Plain, short. */
  intro: z.string(),
  groups: z.array(courseGroupSchema),
});
export type Programme = z.infer<typeof programmeSchema>;

/** GET /portal/course/school */
export const courseSchoolSchema = z.object({ programmes: z.array(programmeSchema) });
export type CourseSchool = z.infer<typeof courseSchoolSchema>;

export const programDetailQuerySchema = z.object({ programId: positiveId });
/** GET /portal/program/detail: a programme with its rich intro and goals. */
export const programDetailSchema = programmeSchema.extend({
  /** Sanitised rich text. */
  introHtml: z.string(),
  goals: z.array(z.string()),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const collegeDetailQuerySchema = z.object({ collegeId: positiveId });
/** GET /portal/program/college */
export const collegeDetailSchema = z.object({
  collegeId: id,
  name: z.string(),
  intro: z.string(),
  /** Sanitised rich text. */
  introHtml: z.string(),
  programmes: z.array(
    z.object({
      programId: id,
      name: z.string(),
      intro: z.string(),
      courseCount: z.number().int().nonnegative(),
    }),
  ),
});
export type CollegeDetail = z.infer<typeof collegeDetailSchema>;

// ---- a course ----

/** The seven resource count fields of section 3. */
export const resourceCountsSchema = z.object({
  homeworkResNums: z.number().int().nonnegative(),
  videoResNums: z.number().int().nonnegative(),
  coursewareResNums: z.number().int().nonnegative(),
  testResNums: z.number().int().nonnegative(),
  practiceResNums: z.number().int().nonnegative(),
  programResNum: z.number().int().nonnegative(),
  otherResNums: z.number().int().nonnegative(),
});
export type ResourceCounts = z.infer<typeof resourceCountsSchema>;

/** Completion conditions of section 3: how many videos, tests (exams) and homeworks. */
export const completionSchema = z.object({
  videoTimes: z.number().int().nonnegative(),
  examTimes: z.number().int().nonnegative(),
  homeworkTimes: z.number().int().nonnegative(),
});
export type Completion = z.infer<typeof completionSchema>;

/** Exam score stats of section 3 over the course's kept test attempts. */
export const courseScoreStatsSchema = z.object({
  maxScore: z.number(),
  minScore: z.number(),
  avgScore: z.number(),
  totalScore: z.number(),
});
export type CourseScoreStats = z.infer<typeof courseScoreStatsSchema>;

export const resourceSummarySchema = z.object({
  resourceId: id,
  type: courseResourceTypeSchema,
  title: z.string(),
  /** The caller has done it (false without a token). */
  done: z.boolean(),
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

export const chapterSchema = z.object({
  chapterId: id,
  title: z.string(),
  lessons: z.array(
    z.object({
      lessonId: id,
      title: z.string(),
      resources: z.array(resourceSummarySchema),
    }),
  ),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const teachClassSchema = z.object({
  teachclassId: id,
  name: z.string(),
  teacherName: z.string(),
  studentCount: z.number().int().nonnegative(),
});
export type TeachClass = z.infer<typeof teachClassSchema>;

export const courseIdQuerySchema = z.object({ courseId: positiveId });

/** GET /portal/course/detail */
export const courseDetailSchema = courseCardSchema.extend({
  /** Sanitised rich text. */
  introHtml: z.string(),
  teacher: z.object({ id, truename: z.string(), headImgUrl: z.string() }).nullable(),
  ...resourceCountsSchema.shape,
  /** What completing the course requires. */
  completion: completionSchema,
  /** What the caller has done (zeros without a token). */
  progress: completionSchema,
  /** Over the course's kept test attempts; null when there is none. */
  scoreStats: courseScoreStatsSchema.nullable(),
  teachClasses: z.array(teachClassSchema),
  favorite: z.boolean(),
  chapters: z.array(chapterSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

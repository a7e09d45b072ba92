import { z } from 'zod';
import { completionSchema } from './catalogue';
import { favoriteTargetTypeSchema } from './centre';
import { choiceSchema, testAttemptSchema, testQuestionSchema } from './learning';
import { courseResourceTypeSchema, courseTagSchema, homeworkFileKindSchema } from './schemas';

/**
 * The course domain's part of the fake API's state (each collection defaults to [] so a state file
 * written before it still loads) and of the seed set (fixtures/seed/course.json). The `courses`
 * collection of state.ts keeps the members; the catalogue fields live beside it, by courseId.
 */

const id = z.number().int();

export const storedCatalogueEntrySchema = z.object({
  courseId: id,
  cover: z.string(),
  tag: courseTagSchema,
  intro: z.string(),
  introHtml: z.string(),
  /** What completing requires; null: every video, test and homework of the course. */
  completion: completionSchema.nullable(),
  createTime: z.string(),
});
export type StoredCatalogueEntry = z.infer<typeof storedCatalogueEntrySchema>;

export const storedCollegeSchema = z.object({
  collegeId: id,
  name: z.string(),
  intro: z.string(),
  introHtml: z.string(),
});
export const storedProgrammeSchema = z.object({
  programId: id,
  collegeId: id,
  name: z.string(),
  intro: z.string(),
  introHtml: z.string(),
  goals: z.array(z.string()),
});
export const storedCourseGroupSchema = z.object({
  groupId: id,
  programId: id,
  name: z.string(),
  courseIds: z.array(id),
});
export const storedChapterSchema = z.object({ chapterId: id, courseId: id, title: z.string() });
export const storedLessonSchema = z.object({
  lessonId: id,
  chapterId: id,
  courseId: id,
  title: z.string(),
});
/** A test's question as stored: what the test shows, with its right answer. */
export const storedQuestionSchema = testQuestionSchema.extend({
  right: choiceSchema,
  /** Knowledge points this question checks. */
  pointIds: z.array(id).default([]),
});
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;
export const storedResourceSchema = z.object({
  resourceId: id,
  lessonId: id,
  courseId: id,
  type: courseResourceTypeSchema,
  title: z.string(),
  url: z.string().nullable().default(null),
  durationSeconds: z.number().nonnegative().nullable().default(null),
  pages: z.number().int().positive().nullable().default(null),
  promptHtml: z.string().nullable().default(null),
  deadline: z.string().nullable().default(null),
  /** A homework's file kinds; null: every kind (HOMEWORK_FILE_KINDS). */
  fileKinds: z.array(homeworkFileKindSchema).min(1).nullable().default(null),
  questions: z.array(storedQuestionSchema).default([]),
});
export type StoredResource = z.infer<typeof storedResourceSchema>;
export const storedTeachClassSchema = z.object({
  teachclassId: id,
  courseId: id,
  name: z.string(),
  teacherId: id.nullable(),
  studentIds: z.array(id),
});
export const storedProgressSchema = z.object({
  userId: id,
  resourceId: id,
  watchedSeconds: z.number().nonnegative(),
  done: z.boolean(),
  updateTime: z.string(),
});
export const storedSubmissionSchema = z.object({
  userId: id,
  resourceId: id,
  fileName: z.string(),
  /** The stored file's name in the upload store (served at /course-files/homework/<name>). */
  storedName: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  text: z.string(),
  submitTime: z.string(),
  /** Handed in after the deadline (kept as it was then, whatever the deadline becomes). */
  late: z.boolean().default(false),
});
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>;
export const storedAttemptSchema = testAttemptSchema.extend({ userId: id, resourceId: id });
export type StoredAttempt = z.infer<typeof storedAttemptSchema>;
export const storedFavoriteSchema = z.object({
  favoriteId: id,
  userId: id,
  targetType: favoriteTargetTypeSchema,
  targetId: id,
  createTime: z.string(),
});
export const storedKnowledgePointSchema = z.object({
  pointId: id,
  courseId: id,
  parentId: id.nullable(),
  name: z.string(),
});
export const storedJoinSchema = z.object({ courseId: id, userId: id, joinTime: z.string() });

/** Spread into fakeStateSchema. */
export const courseStateShape = {
  courseCatalogue: z.array(storedCatalogueEntrySchema).default([]),
  colleges: z.array(storedCollegeSchema).default([]),
  programmes: z.array(storedProgrammeSchema).default([]),
  courseGroups: z.array(storedCourseGroupSchema).default([]),
  chapters: z.array(storedChapterSchema).default([]),
  lessons: z.array(storedLessonSchema).default([]),
  courseResources: z.array(storedResourceSchema).default([]),
  teachClasses: z.array(storedTeachClassSchema).default([]),
  resourceProgress: z.array(storedProgressSchema).default([]),
  homeworkSubmissions: z.array(storedSubmissionSchema).default([]),
  testAttempts: z.array(storedAttemptSchema).default([]),
  favorites: z.array(storedFavoriteSchema).default([]),
  knowledgePoints: z.array(storedKnowledgePointSchema).default([]),
  courseJoins: z.array(storedJoinSchema).default([]),
};

// ---- the seed: fixtures/seed/course.json, key `courseHall` ----

const seedResourceSchema = storedResourceSchema
  .omit({ lessonId: true, courseId: true, deadline: true })
  .extend({ deadlineInDays: z.number().nullable().default(null) });
export const courseHallSeedSchema = z.object({
  /** Courses beyond those of the seed's `courses` (the same shape). */
  courses: z.array(
    z.object({ id, name: z.string(), teacher: z.string().nullable(), students: z.array(z.string()) }),
  ),
  catalogue: z.array(
    storedCatalogueEntrySchema.omit({ createTime: true }).extend({ daysAgo: z.number().nonnegative() }),
  ),
  colleges: z.array(storedCollegeSchema),
  programmes: z.array(
    storedProgrammeSchema.extend({
      groups: z.array(z.object({ groupId: id, name: z.string(), courseIds: z.array(id) })),
    }),
  ),
  chapters: z.array(
    z.object({
      chapterId: id,
      courseId: id,
      title: z.string(),
      lessons: z.array(z.object({ lessonId: id, title: z.string(), resources: z.array(seedResourceSchema) })),
    }),
  ),
  teachClasses: z.array(
    z.object({
      teachclassId: id,
      courseId: id,
      name: z.string(),
      teacher: z.string().nullable(),
      /** null: the course's students that no other class of it lists. */
      students: z.array(z.string()).nullable(),
    }),
  ),
  knowledgePoints: z.array(storedKnowledgePointSchema),
  joins: z.array(z.object({ username: z.string(), courseId: id, daysAgo: z.number().nonnegative() })),
  progress: z.array(
    z.object({
      username: z.string(),
      resourceId: id,
      watchedSeconds: z.number().nonnegative().default(0),
      minutesAgo: z.number(),
    }),
  ),
  attempts: z.array(
    z.object({
      username: z.string(),
      resourceId: id,
      answers: z.record(z.string(), choiceSchema),
      minutesAgo: z.number(),
    }),
  ),
  favorites: z.array(
    z.object({
      username: z.string(),
      targetType: favoriteTargetTypeSchema,
      targetId: id,
      minutesAgo: z.number(),
    }),
  ),
});
export type CourseHallSeed = z.infer<typeof courseHallSeedSchema>;

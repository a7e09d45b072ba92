import { z } from 'zod';
import { HOMEWORK_TEXT_MAX, homeworkFileKindSchema } from './schemas';

/** Learning in a course: a lesson and its resources (videos, coursewares, homework, tests, links). */

const id = z.number().int();
const positiveId = z.coerce.number().int().positive();

// ---- a lesson and its resources ----

export const choiceSchema = z.enum(['A', 'B', 'C', 'D']);
export type Choice = z.infer<typeof choiceSchema>;

export const testQuestionSchema = z.object({
  questionId: id,
  stem: z.string(),
  choice1: z.string(),
  choice2: z.string(),
  choice3: z.string(),
  choice4: z.string(),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

export const testAttemptSchema = z.object({
  score: z.number().nonnegative(),
  total: z.number().positive(),
  results: z.array(
    z.object({
      questionId: id,
      /** The caller's answer; null when the question was left blank. */
      answer: choiceSchema.nullable(),
      correct: z.boolean(),
      /** The right answer. */
      right: choiceSchema,
    }),
  ),
  submitTime: z.string(),
});
export type TestAttempt = z.infer<typeof testAttemptSchema>;

export const homeworkSubmissionSchema = z.object({
  fileName: z.string(),
  fileUrl: z.string(),
  text: z.string(),
  submitTime: z.string(),
  /** Handed in after the homework's deadline. */
  late: z.boolean(),
});
export type HomeworkSubmission = z.infer<typeof homeworkSubmissionSchema>;

const base = { resourceId: id, title: z.string(), done: z.boolean() };
export const videoResourceSchema = z.object({
  ...base,
  type: z.literal(2),
  url: z.string(),
  durationSeconds: z.number().nonnegative(),
  watchedSeconds: z.number().nonnegative(),
});
export const coursewareResourceSchema = z.object({
  ...base,
  type: z.literal(3),
  url: z.string(),
  pages: z.number().int().positive(),
});
export const homeworkResourceSchema = z.object({
  ...base,
  type: z.literal(1),
  promptHtml: z.string(),
  /** '' when the homework has none. */
  deadline: z.string(),
  /** The deadline had passed when the lesson was read: a submission now is late. */
  overdue: z.boolean(),
  /** The kinds of file it takes (their extensions: homeworkFileExtensions). */
  fileKinds: z.array(homeworkFileKindSchema).min(1),
  submission: homeworkSubmissionSchema.nullable(),
});
export const testResourceSchema = z.object({
  ...base,
  type: z.literal(4),
  questions: z.array(testQuestionSchema),
  attempt: testAttemptSchema.nullable(),
});
/** Training, programming, other...: a link (null when there is none); done once opened. */
export const linkResourceSchema = z.object({
  ...base,
  type: z.union([z.literal(5), z.literal(6), z.literal(7), z.literal(8), z.literal(9), z.literal(11)]),
  url: z.string().nullable(),
});
export const lessonResourceSchema = z.discriminatedUnion('type', [
  videoResourceSchema,
  coursewareResourceSchema,
  homeworkResourceSchema,
  testResourceSchema,
  linkResourceSchema,
]);
export type LessonResource = z.infer<typeof lessonResourceSchema>;

export const lessonQuerySchema = z.object({ lessonId: positiveId });
/** GET /portal/course/lesson/brief: where a lesson sits, for anyone (the way to join its course). */
export const lessonBriefSchema = z.object({
  lessonId: id,
  title: z.string(),
  chapterTitle: z.string(),
  courseId: id,
  courseName: z.string(),
  /** The caller takes the course or teaches it (false without a token). */
  member: z.boolean(),
});
export type LessonBrief = z.infer<typeof lessonBriefSchema>;
/** GET /portal/course/lesson */
export const lessonSchema = z.object({
  lessonId: id,
  title: z.string(),
  courseId: id,
  courseName: z.string(),
  chapterTitle: z.string(),
  favorite: z.boolean(),
  resources: z.array(lessonResourceSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** POST /resource/lesson/progress (JSON) */
export const lessonProgressInputSchema = z.object({
  resourceId: z.number().int().positive(),
  /** A video's position reached, in seconds; ignored for other types. */
  watchedSeconds: z.number().nonnegative().max(86_400).optional(),
});
export const lessonProgressResultSchema = z.object({
  resourceId: id,
  done: z.boolean(),
  /** For a video, the furthest position recorded; null for other types. */
  watchedSeconds: z.number().nonnegative().nullable(),
  /** The course's progress for the caller, 0-100. */
  courseProgress: z.number().int().min(0).max(100),
});
export type LessonProgressResult = z.infer<typeof lessonProgressResultSchema>;

export const resourceIdQuerySchema = z.object({ resourceId: positiveId });
/** POST /resource/homework/submit: the optional text beside the file (a multipart field `text`). */
export const homeworkTextSchema = z.string().max(HOMEWORK_TEXT_MAX);

/** POST /portal/course/test/submit (JSON) */
export const testSubmitInputSchema = z.object({
  resourceId: z.number().int().positive(),
  answers: z.record(z.string().regex(/^\d+$/, 'must be a question id'), choiceSchema),
});
export type TestSubmitInput = z.infer<typeof testSubmitInputSchema>;
/** The attempt just scored (the one kept may be an earlier, better one: see `kept`). */
export const testSubmitResultSchema = testAttemptSchema.extend({
  /** The attempt the course keeps for the caller (the best; the latest among equals). */
  kept: testAttemptSchema,
});
export type TestSubmitResult = z.infer<typeof testSubmitResultSchema>;

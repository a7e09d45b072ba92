import { z } from 'zod';
import { centerPageOf, centerPageQuerySchema } from './center';
import { courseResourceTypes, courseTagTypes, ui } from './constants';

/**
 * The course domain (course hall, lessons, personal centre): extensions designed in the backend's habits
 * (camelCase, numeric ids, times as `yyyy-MM-dd HH:mm:ss`). The value tables of spec section 3 are
 * `courseResourceTypes` and `courseTagTypes` in constants.ts; the zh labels are here.
 */

/** Course tag (section 3): 1 required professional, 2 required public, 3 featured, 4 book companion. */
export const courseTagSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CourseTag = z.infer<typeof courseTagSchema>;
export const courseTagValues = Object.keys(courseTagTypes).map(Number) as CourseTag[];
/** The backend's zh label of each tag. */
export const courseTagLabels = {
  1: '专业必修课',
  2: '公共必修课',
  3: '精品课',
  4: '配套教材课',
} as const satisfies Record<CourseTag, string>;

/** Course resource type (section 3): 1 homework ... 11 flashcard draw (there is no 10). */
export const courseResourceTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
  z.literal(11),
]);
export type CourseResourceType = z.infer<typeof courseResourceTypeSchema>;
export const courseResourceTypeValues = Object.keys(courseResourceTypes).map(Number) as CourseResourceType[];
/** The backend's zh label of each resource type. */
export const courseResourceTypeLabels = {
  1: '作业',
  2: '视频',
  3: '课件',
  4: '测试',
  5: '实训',
  6: '其他',
  7: '编程',
  8: '代码仓库',
  9: '课程考核',
  11: '抽卡',
} as const satisfies Record<CourseResourceType, string>;

/** Types whose resources are done once opened (lessonProgress); video is done at 90 % watched. */
export const openedResourceTypes = [3, 5, 6, 7, 8, 9, 11] as const;
/** A video counts as done once this share of it is watched. */
export const VIDEO_DONE_RATIO = 0.9;
/** Points of one choice question of a test (a test's total is questions x this). */
export const TEST_QUESTION_POINTS = 10;
/** Longest text beside a homework file (characters). */
export const HOMEWORK_TEXT_MAX = 2000;

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
});
export type CourseCard = z.infer<typeof courseCardSchema>;

const pagerSize = z.coerce
  .number()
  .int()
  .refine((n) => (ui.pagerSizes as readonly number[]).includes(n), {
    message: `must be one of ${ui.pagerSizes.join(', ')}`,
  });

/** GET /portal/course/list: pageNum from 1 (default 1), pageSize 10/20/30/50 (default 10), both optional. */
export const courseListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: pagerSize.optional(),
  tag: z.coerce.number().int().min(1).max(4).optional(),
  keyword: z.string().max(50).optional(),
});
export const courseListSchema = z.object({
  list: z.array(courseCardSchema),
  total: z.number().int().nonnegative(),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
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
  deadline: z.string(),
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

/** respMsg texts of the course calls (zh, like serverMessages). */
export const courseMessages = {
  courseNotFound: '课程不存在',
  lessonNotFound: '课时不存在',
  resourceNotFound: '资源不存在',
  programNotFound: '专业不存在',
  collegeNotFound: '学院不存在',
  notJoined: '您未加入该课程',
  alreadyJoined: '您已加入该课程',
  joined: '加入课程成功',
  left: '已退出课程',
  favoriteNotFound: '收藏不存在',
  favoriteAdded: '收藏成功',
  favoriteRemoved: '已取消收藏',
  notTrackable: '该资源不记录学习进度',
  notHomework: '该资源不是作业',
  notTest: '该资源不是测试',
  unknownQuestion: '题目不属于该测试',
  fileMissing: '请选择要上传的文件',
  textTooLong: `说明文字不能超过 ${HOMEWORK_TEXT_MAX} 字`,
  badHomeworkFile: '只能上传 PDF、Word、PPT、ZIP、文本或图片文件',
  submitted: '提交成功',
} as const;

// ---- the challenge question bank (personal centre entry j) ----

/** Where the caller stands with a question: never answered, right or wrong in their kept attempt. */
export const challengeStatusSchema = z.enum(['new', 'right', 'wrong']);
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;

/** GET /portal/course/questions: a page, optionally only the questions of one status. */
export const challengeQuestionQuerySchema = centerPageQuerySchema.extend({
  status: challengeStatusSchema.optional(),
});
export type ChallengeQuestionQuery = z.infer<typeof challengeQuestionQuerySchema>;

/** A choice question of a test in a course the caller takes (no answer: it is asked in its lesson). */
export const challengeQuestionSchema = z.object({
  questionId: id,
  stem: z.string(),
  courseId: id,
  courseName: z.string(),
  lessonId: id,
  lessonTitle: z.string(),
  /** The test (a resource of type 4) the question belongs to. */
  resourceId: id,
  testTitle: z.string(),
  status: challengeStatusSchema,
});
export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;
export const challengeQuestionPageSchema = centerPageOf(challengeQuestionSchema).extend({
  /** How many of all the caller's questions (whatever the filter) are in each status. */
  counts: z.object({
    new: z.number().int().nonnegative(),
    right: z.number().int().nonnegative(),
    wrong: z.number().int().nonnegative(),
  }),
});
export type ChallengeQuestionPage = z.infer<typeof challengeQuestionPageSchema>;

import { z } from 'zod';
import { courseResourceTypes, courseTagTypes } from '../core/constants';
import { pageOf, pageQuery, pagerPageRule } from '../core/paging';

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

/** The kinds of file a homework can take (each homework names the ones it takes). */
export const homeworkFileKindSchema = z.enum(['pdf', 'word', 'ppt', 'zip', 'text', 'image']);
export type HomeworkFileKind = z.infer<typeof homeworkFileKindSchema>;
/** Every kind: what a homework that names none takes. */
export const HOMEWORK_FILE_KINDS = homeworkFileKindSchema.options;
/** The file name extensions of each kind (lower case, without the dot). */
export const homeworkFileExtensions = {
  pdf: ['pdf'],
  word: ['doc', 'docx'],
  ppt: ['ppt', 'pptx'],
  zip: ['zip'],
  text: ['txt', 'md'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
} as const satisfies Record<HomeworkFileKind, readonly string[]>;
/** The backend's zh name of each kind (respMsg). */
export const homeworkFileKindLabels = {
  pdf: 'PDF',
  word: 'Word',
  ppt: 'PPT',
  zip: 'ZIP',
  text: '文本',
  image: '图片',
} as const satisfies Record<HomeworkFileKind, string>;

/** A file name's extension, lower case without the dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The kind a file name's extension puts it in, or undefined when no kind has that extension. */
export function homeworkKindOf(fileName: string): HomeworkFileKind | undefined {
  const ext = fileExtension(fileName);
  return HOMEWORK_FILE_KINDS.find((kind) =>
    (homeworkFileExtensions[kind] as readonly string[]).includes(ext),
  );
}

/** The extensions these kinds cover, in order, each with its dot: ['.pdf', '.doc', ...]. */
export const homeworkExtensionsOf = (kinds: readonly HomeworkFileKind[]): string[] =>
  kinds.flatMap((kind) => homeworkFileExtensions[kind].map((ext) => `.${ext}`));

/**
 * zh text with a space where a Latin letter or digit meets a Han character ('Word或图片' -> 'Word 或图片',
 * 'ZIP文件' -> 'ZIP 文件'), as the zh texts write them: for texts joined from parts (a list of the
 * homework's kinds), not for what a user typed (a file's name).
 */
export const spaceLatinHan = (text: string): string =>
  text
    .replace(/([A-Za-z0-9])(?=\p{Script=Han})/gu, '$1 ')
    .replace(/(\p{Script=Han})(?=[A-Za-z0-9])/gu, '$1 ');

/** '只接受 PDF、Word 或图片文件', '只接受文本或图片文件' (the zh of what a homework takes, as respMsg writes it). */
function zhTakes(kinds: readonly HomeworkFileKind[]): string {
  const labels = kinds.map((kind) => homeworkFileKindLabels[kind]);
  const list =
    labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join('、')}或${labels[labels.length - 1]}`;
  return `${spaceLatinHan(`本作业只接受${list}文件`)}（${homeworkExtensionsOf(kinds).join('、')}）`;
}

/** respMsg of a homework file refused by its type, naming the kinds and extensions it takes. */
export const homeworkFileRefused = (kinds: readonly HomeworkFileKind[]): string =>
  `不支持该文件类型：${zhTakes(kinds)}`;

/** respMsg of a homework file whose bytes are not what its extension says. */
export const homeworkFileMismatch = (ext: string, kinds: readonly HomeworkFileKind[]): string =>
  `文件内容与扩展名 .${ext} 不符：${zhTakes(kinds)}`;

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

// ---- questions to the teacher, and the teacher's view of homework ----

/** Longest question or answer (characters). */
export const QA_TEXT_MAX = 500;

/** A question the caller asked in a course, with the teacher's answer. */
export const myQuestionSchema = z.object({
  id,
  courseId: id,
  question: z.string(),
  /** null while unanswered. */
  answer: z.string().nullable(),
  createTime: z.string(),
});
export type MyQuestion = z.infer<typeof myQuestionSchema>;
/** GET /portal/course/qa: the caller's questions in a course, newest first. */
export const myQuestionListSchema = z.array(myQuestionSchema);
const qaText = z.string().trim().min(1).max(QA_TEXT_MAX);
/** POST /portal/course/qa/ask?courseId= (JSON) */
export const askInputSchema = z.object({ question: qaText });
export type AskInput = z.infer<typeof askInputSchema>;
/** POST /teacher/teacher_admin/question/student/answer (JSON): answers (or re-answers) a question. */
export const answerInputSchema = z.object({ id: z.number().int().positive(), answer: qaText });
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** A student's submission of a homework, as its teacher sees it. */
export const teacherSubmissionSchema = homeworkSubmissionSchema.extend({
  userId: id,
  studentName: z.string(),
  userNumber: z.string().nullable(),
});
/** GET /teacher/course/homework: each homework of a course the caller teaches, with its submissions. */
export const teacherHomeworkListSchema = z.array(
  z.object({
    resourceId: id,
    title: z.string(),
    lessonId: id,
    lessonTitle: z.string(),
    deadline: z.string(),
    fileKinds: z.array(homeworkFileKindSchema).min(1),
    /** The course's students. */
    studentCount: z.number().int().nonnegative(),
    /** Newest first. */
    submissions: z.array(teacherSubmissionSchema),
  }),
);
export type TeacherHomeworkList = z.infer<typeof teacherHomeworkListSchema>;

/** respMsg texts of the course calls (zh, like serverMessages). */
export const courseMessages = {
  courseNotFound: '课程不存在',
  lessonNotFound: '课时不存在',
  resourceNotFound: '资源不存在',
  programNotFound: '专业不存在',
  collegeNotFound: '学院不存在',
  notJoined: '您未加入该课程',
  alreadyJoined: '您已加入该课程',
  teacherNoJoin: '您是该课程的任课教师，无需加入',
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
  submitted: '提交成功',
  submittedLate: '提交成功，已过截止时间，记为逾期提交',
  questionNotFound: '问题不存在',
  asked: '提问成功',
  answered: '回答成功',
  notTeacherOfQuestion: '该问题不属于您任教的课程',
} as const;

/** The notification a student gets when the teacher answers their question (it links to the course). */
export const answerNotice = (courseName: string): string => `《${courseName}》的老师回答了你的提问`;

import { z } from 'zod';
import { centerPageQuerySchema } from '../center/schemas';
import { pageDefaults, pageOf, pageQuery, type PageRule } from '../core/paging';
import { difficultySchema, questionTypeSchema } from './bank';

/**
 * The calibration field's calls (extensions, question-endpoints.ts): question sets, the list with
 * filters, a question, submitting an answer or code to the judge, the caller's submissions, and the
 * sample school database the SQL practice runs on in the browser.
 */

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Where the caller stands: no submission, submitted without an accepted one, accepted once. */
export const questionStatusSchema = z.enum(['new', 'tried', 'solved']);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** The page sizes of the question list. */
export const questionPageSizes = [10, 20, 50] as const;
/** The question list pages by 10, 20 or 50 questions, 20 by default. */
export const questionListPageRule = {
  sizes: questionPageSizes,
  defaultSize: 20,
} as const satisfies PageRule;
export const questionListDefaults = pageDefaults(questionListPageRule);
/** A question's submissions page by at most 50, 10 by default. */
export const submissionPageRule = { maxSize: 50, defaultSize: 10 } as const satisfies PageRule;

/** The judge's settings (settingsSchema) as they are unless a scenario changes them. */
export const judgeSettingDefaults = { judgeAvailable: true, judgeDelayMs: 0 } as const;

/** Limits of what a caller sends. */
export const questionLimits = {
  /** Characters of submitted code. */
  codeMax: 20_000,
  /** Characters of a choice or fill answer. */
  answerMax: 200,
  /** Submissions of one caller being judged at once. */
  judgingPerUser: 2,
  /** Characters of a case's output kept in a verdict (the rest is cut, and says so). */
  outputShownMax: 2_000,
  /** MiB of memory one code submission may use (Hydro's and DMOJ's default); beyond: memory-limit. */
  memoryMiB: 256,
  /**
   * Milliseconds of the judge's clock step: a case's time is the CPU time the host counts in 10 ms ticks
   * (wall-clock where it does not), so a case faster than a tick says 0; the portal shows it as "< 10 ms".
   */
  timeStepMs: 10,
  /** Rows an SQL verdict lists as missing and as not expected (sample database only). */
  sqlDiffRowsShown: 5,
  /** Characters of one row as an SQL verdict lists it. */
  sqlRowShownMax: 200,
} as const;

export const questionSetSummarySchema = z.object({
  setId: id,
  title: z.string(),
  summary: z.string(),
  total: z.number().int().nonnegative(),
  /** Questions of the set the caller solved (0 for a visitor). */
  solved: z.number().int().nonnegative(),
  /** How many of each type. */
  types: z.record(questionTypeSchema, z.number().int().nonnegative()),
});
export type QuestionSetSummary = z.infer<typeof questionSetSummarySchema>;
export const questionSetsSchema = z.array(questionSetSummarySchema);

/** GET /portal/question/list */
export const questionListQuerySchema = z.object({
  setId: idParam.optional(),
  type: questionTypeSchema.optional(),
  difficulty: z.coerce.number().pipe(difficultySchema).optional(),
  /** Needs a token: a visitor has no standing. */
  status: questionStatusSchema.optional(),
  tag: z.string().trim().min(1).max(12).optional(),
  /** In the title or a tag; case-insensitive. */
  keyword: z.string().trim().max(50).optional(),
  ...pageQuery(questionListPageRule).shape,
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const questionRowSchema = z.object({
  questionId: id,
  setId: id,
  title: z.string(),
  type: questionTypeSchema,
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  submitted: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
  /** accepted / submitted, 0-1, two decimals; null before any submission. */
  passRate: z.number().min(0).max(1).nullable(),
  status: questionStatusSchema,
});
export type QuestionRow = z.infer<typeof questionRowSchema>;

export const questionListSchema = pageOf(questionRowSchema).extend({
  /** Every tag of the bank, for the filter. */
  tags: z.array(z.string()),
});
export type QuestionList = z.infer<typeof questionListSchema>;

// ---- the challenge question bank (personal centre entry j) ----

/** GET /portal/question/challenge: a page of the bank, optionally only the questions of one standing. */
export const challengeQuestionQuerySchema = centerPageQuerySchema.extend({
  status: questionStatusSchema.optional(),
});
export type ChallengeQuestionQuery = z.infer<typeof challengeQuestionQuerySchema>;

/** A question of the calibration field's bank, with its set and where the caller stands on it. */
export const challengeQuestionSchema = z.object({
  questionId: id,
  setId: id,
  setTitle: z.string(),
  title: z.string(),
  type: questionTypeSchema,
  difficulty: difficultySchema,
  status: questionStatusSchema,
});
export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;
export const challengeQuestionPageSchema = pageOf(challengeQuestionSchema).extend({
  /**
   * How many of the bank's questions (whatever the filter) are in each standing: `solved` and the sum
   * are the calibration field's (GET /portal/question/sets).
   */
  counts: z.object({
    new: z.number().int().nonnegative(),
    tried: z.number().int().nonnegative(),
    solved: z.number().int().nonnegative(),
  }),
});
export type ChallengeQuestionPage = z.infer<typeof challengeQuestionPageSchema>;

/** GET /portal/question/detail?questionId= */
export const questionIdQuerySchema = z.object({ questionId: idParam });

export const sampleCaseSchema = z.object({ input: z.string(), output: z.string() });

export const questionDetailSchema = questionRowSchema.extend({
  setTitle: z.string(),
  statementHtml: z.string(),
  /** Empty until the caller has solved it. */
  explanationHtml: z.string(),
  /** choice: the options A-D (choice1-4). */
  choice1: z.string().nullable(),
  choice2: z.string().nullable(),
  choice3: z.string().nullable(),
  choice4: z.string().nullable(),
  /** python and sql: what the editor starts with. */
  starterCode: z.string().nullable(),
  /** python: the sample cases shown in the statement. */
  samples: z.array(sampleCaseSchema),
  /** python: per test case in the judge. */
  timeLimitMs: z.number().int().nullable(),
  /** sql: row order matters. */
  ordered: z.boolean().nullable(),
  /** The neighbours in the set, for previous / next. */
  prevId: id.nullable(),
  nextId: id.nullable(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/** POST /portal/question/submit (JSON): `answer` for choice (A-D) and fill, `code` for python and sql. */
export const questionSubmitBodySchema = z
  .object({
    questionId: id,
    answer: z.string().max(questionLimits.answerMax).optional(),
    code: z.string().max(questionLimits.codeMax).optional(),
  })
  .strict();
export type QuestionSubmitBody = z.infer<typeof questionSubmitBodySchema>;

/** GET /portal/question/sql/sample: the sample school database as SQL (schema, then data). */
export const sqlSampleSchema = z.object({
  tables: z.array(z.string()),
  script: z.string(),
});
export type SqlSample = z.infer<typeof sqlSampleSchema>;

export const questionMessages = {
  questionNotFound: '题目不存在',
  submissionNotFound: '提交记录不存在',
  answerRequired: '请填写答案',
  codeRequired: '请填写代码',
  badChoice: '选择题的答案为 A、B、C 或 D',
  judgeBusy: '你已有 2 份提交在判题中，请等待结果后再提交',
  judgeDown: '判题服务暂不可用，请稍后再提交',
  statusNeedsLogin: '按完成状态筛选需要登录',
} as const;

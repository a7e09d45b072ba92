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

/**
 * The verdict of a submission and of each case. `judging` until the judge answers; `compile-error` is a
 * Python syntax error or an SQL statement SQLite cannot prepare; `system-error` when the judge itself
 * failed (the submission does not count).
 */
export const verdictSchema = z.enum([
  'judging',
  'accepted',
  'wrong-answer',
  'runtime-error',
  'time-limit',
  'memory-limit',
  'output-limit',
  'compile-error',
  'system-error',
]);
export type Verdict = z.infer<typeof verdictSchema>;

/**
 * How an SQL result differs from the reference's, the first of: `columns` (their number, then their
 * names in order, case-insensitively: SQLite's identifiers are), `rows` (the rows as a multiset,
 * duplicates counted; order aside), `order` (the same rows, in another order, when the question asks
 * for one). Rows are shown as their values joined by " | " (NULL, reals to 6 decimals, blobs as x'..').
 * A hidden database's difference gives counts, never rows: `missing` and `extra` are null there, so that
 * a query cannot read the hidden data back in the verdict. Column names are no secret: the expected ones
 * are in the statement, the caller's come from the caller's own query.
 */
export const sqlDiffSchema = z.object({
  kind: z.enum(['columns', 'rows', 'order']),
  /** The reference's columns and the caller's (even with no row; none if no statement answered a table). */
  expectedColumns: z.array(z.string()),
  actualColumns: z.array(z.string()),
  expectedRowCount: z.number().int().nonnegative(),
  actualRowCount: z.number().int().nonnegative(),
  /** Expected rows the caller did not return / rows the caller returned that were not expected (rows). */
  missingCount: z.number().int().nonnegative(),
  extraCount: z.number().int().nonnegative(),
  /** Sample database: the first of them (at most sqlDiffRowsShown, each cut); hidden database: null. */
  missing: z.array(z.string()).nullable(),
  extra: z.array(z.string()).nullable(),
  /** order: the first row (from 1) that is not the expected one; null for the other kinds. */
  position: z.number().int().positive().nullable(),
});
export type SqlDiff = z.infer<typeof sqlDiffSchema>;

export const caseResultSchema = z.object({
  /** From 1. For sql: 1 the sample database, 2 the hidden one. */
  index: z.number().int().positive(),
  sample: z.boolean(),
  verdict: verdictSchema,
  /** CPU time where the host counts it, in steps of timeStepMs (0: under a step); null for choice and fill. */
  timeMs: z.number().int().nonnegative().nullable(),
  /**
   * Sample cases: the input, the expected and the actual output (cut at outputShownMax); for sql, the
   * sample database's expected and actual result (columns' line, then a line per row; no input).
   */
  input: z.string().nullable(),
  expected: z.string().nullable(),
  output: z.string().nullable(),
  /**
   * python wrong-answer: the first line (from 1) that differs; the expected and the caller's version of it
   * only for a sample case (both null for a hidden one: a hidden case says where, not what, so its input
   * cannot be printed out through the diff). Always null for sql (see sqlDiff).
   */
  diff: z
    .object({
      line: z.number().int().positive(),
      expected: z.string().nullable(),
      actual: z.string().nullable(),
    })
    .nullable(),
  /** sql wrong-answer: how the caller's result differs from the reference's (null otherwise). */
  sqlDiff: sqlDiffSchema.nullable().default(null),
  /** runtime-error / compile-error: the traceback or the SQLite message. */
  error: z.string().nullable(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

export const submissionSummarySchema = z.object({
  submissionId: id,
  questionId: id,
  type: questionTypeSchema,
  verdict: verdictSchema,
  /** Cases passed of all (choice and fill: 1 case). */
  passed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The longest case's time. */
  timeMs: z.number().int().nonnegative().nullable(),
  createTime: z.string(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionSchema = submissionSummarySchema.extend({
  /** The code (python, sql) or the answer (choice, fill) as sent. */
  code: z.string(),
  cases: z.array(caseResultSchema),
  /** The caller's standing on the question after this submission. */
  status: questionStatusSchema,
});
export type Submission = z.infer<typeof submissionSchema>;

/** GET /portal/question/submission?submissionId= */
export const submissionQuerySchema = z.object({ submissionId: idParam });

/** GET /portal/question/submissions?questionId=&pageNum=&pageSize= (newest first) */
export const submissionListQuerySchema = z.object({
  questionId: idParam,
  ...pageQuery(submissionPageRule).shape,
});
export const submissionPageSchema = pageOf(submissionSummarySchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

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

/** What the judge stores per submission (state.ts). */
export const storedBankSubmissionSchema = z.object({
  submissionId: id,
  questionId: id,
  userId: z.number().int(),
  type: questionTypeSchema,
  code: z.string(),
  verdict: verdictSchema,
  cases: z.array(caseResultSchema),
  createTime: z.string(),
});
export type StoredBankSubmission = z.infer<typeof storedBankSubmissionSchema>;

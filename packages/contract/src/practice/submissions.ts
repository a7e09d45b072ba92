import { z } from 'zod';
import { pageOf, pageQuery } from '../core/paging';
import { questionTypeSchema } from './bank';
import { questionStatusSchema, submissionPageRule } from './schemas';

/** The judge's side of the calibration field: verdicts, case results, submissions and what it stores. */

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

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

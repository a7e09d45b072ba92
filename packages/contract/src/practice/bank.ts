import { z } from 'zod';

/**
 * The calibration field's question bank (issue 14): question sets and their questions, seeded from
 * fixtures/seed/practice.json with the sample school database of fixtures/practice/. The calls that
 * read and judge them are in question-endpoints.ts; this file holds the stored and seeded shapes.
 */

const id = z.number().int().positive();

/** choice (options A-D = choice1-4), fill (a blank), python (stdin -> stdout), sql (a query). */
export const questionTypeSchema = z.enum(['choice', 'fill', 'python', 'sql']);
export type QuestionType = z.infer<typeof questionTypeSchema>;

/** 1 easy, 2 medium, 3 hard. */
export const difficultySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Difficulty = z.infer<typeof difficultySchema>;

export const questionSetSchema = z
  .object({
    setId: id,
    title: z.string().min(1).max(40),
    summary: z.string().min(1).max(200),
  })
  .strict();
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** One hidden (or, when `sample`, shown) test of a Python question: stdin in, stdout expected. */
export const pythonCaseSchema = z
  .object({
    input: z.string().max(20_000),
    output: z.string().max(20_000),
    /** Shown in the statement as an example. */
    sample: z.boolean().default(false),
  })
  .strict();
export type PythonCase = z.infer<typeof pythonCaseSchema>;

const common = {
  questionId: id,
  setId: id,
  title: z.string().min(1).max(60),
  difficulty: difficultySchema,
  tags: z.array(z.string().min(1).max(12)).min(1).max(5),
  /** The statement: rich text, sanitised by the portal. */
  statementHtml: z.string().min(1),
  /** Shown once the user has solved the question. */
  explanationHtml: z.string().default(''),
  /** Submissions before the fake API's start (the pass rate counts them with the users' own). */
  seedSubmitted: z.number().int().nonnegative().default(0),
  seedAccepted: z.number().int().nonnegative().default(0),
};

export const storedBankQuestionSchema = z.discriminatedUnion('type', [
  z
    .object({
      ...common,
      type: z.literal('choice'),
      choice1: z.string().min(1),
      choice2: z.string().min(1),
      choice3: z.string().min(1),
      choice4: z.string().min(1),
      answer: z.enum(['A', 'B', 'C', 'D']),
    })
    .strict(),
  z
    .object({
      ...common,
      type: z.literal('fill'),
      /** Accepted answers; compared after trimming, case-sensitive unless `ignoreCase`. */
      answers: z.array(z.string().min(1)).min(1),
      ignoreCase: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      ...common,
      type: z.literal('python'),
      starterCode: z.string(),
      /** The reference solution: passes every case (checked by a test through the judge). */
      solution: z.string().min(1),
      cases: z.array(pythonCaseSchema).min(2),
      /** Per test case, in the judge (the browser's Run has its own limit). */
      timeLimitMs: z.number().int().min(500).max(10_000).default(2_000),
    })
    .strict(),
  z
    .object({
      ...common,
      type: z.literal('sql'),
      starterCode: z.string(),
      /** The reference query; the judge compares result sets on the sample and the hidden database. */
      solution: z.string().min(1),
      /** Row order matters (the question asks for an ORDER BY). */
      ordered: z.boolean(),
    })
    .strict(),
]);
export type StoredBankQuestion = z.infer<typeof storedBankQuestionSchema>;

/** The school database of the SQL questions: schema, sample data (the browser's) and hidden data. */
export const sqlDatabaseSchema = z.object({
  schema: z.string(),
  sample: z.string(),
  hidden: z.string(),
});
export type SqlDatabase = z.infer<typeof sqlDatabaseSchema>;

/** fixtures/seed/practice.json */
export const questionBankSeedSchema = z
  .object({
    questionSets: z.array(questionSetSchema).min(1),
    bankQuestions: z.array(storedBankQuestionSchema).min(1),
  })
  .strict();
export type QuestionBankSeed = z.infer<typeof questionBankSeedSchema>;

const [choiceQuestion, fillQuestion, pythonQuestion, sqlQuestion] = storedBankQuestionSchema.options;

/** A question to add through the control plane: a stored question without its id (the next free one). */
export const bankQuestionInputSchema = z.discriminatedUnion('type', [
  choiceQuestion.omit({ questionId: true }),
  fillQuestion.omit({ questionId: true }),
  pythonQuestion.omit({ questionId: true }),
  sqlQuestion.omit({ questionId: true }),
]);
export type BankQuestionInput = z.input<typeof bankQuestionInputSchema>;
/** A question to add as parsed (defaults filled in). */
export type NewBankQuestion = z.output<typeof bankQuestionInputSchema>;

/** Questions a request of `POST /__admin/questions/bulk` may add. */
export const QUESTION_BULK_MAX = 500;

/** POST /__admin/questions/bulk (`shui seed --questions`): up to 500 questions, all or nothing. */
export const adminQuestionBulkInputSchema = z
  .object({ questions: z.array(bankQuestionInputSchema).min(1).max(QUESTION_BULK_MAX) })
  .strict();
export type AdminQuestionBulkInput = z.input<typeof adminQuestionBulkInputSchema>;

export const adminQuestionBulkResultSchema = z.object({
  added: z.number().int().nonnegative(),
  /** Questions in the bank after the request. */
  total: z.number().int().nonnegative(),
  /** The first new question's id; the others follow it one by one. */
  firstId: z.number().int().positive(),
});

import { endpoint } from './endpoint-def';
import { extensionPaths } from './extension-paths';
import {
  challengeQuestionPageSchema,
  challengeQuestionQuerySchema,
  questionDetailSchema,
  questionIdQuerySchema,
  questionListQuerySchema,
  questionListSchema,
  questionSetsSchema,
  questionSubmitBodySchema,
  sqlSampleSchema,
  submissionListQuerySchema,
  submissionPageSchema,
  submissionQuerySchema,
  submissionSchema,
} from './question';

/**
 * The calibration field (/question/*, /pythonPractice/:questionId): the question bank and its judge
 * (extensions: spec section 2 names the pages, not their calls). Reading is open to visitors; a token,
 * when sent, adds the caller's standing. Submitting needs one.
 */
export const questionEndpoints = {
  questionSets: endpoint({
    method: 'GET',
    path: extensionPaths.questionSets,
    access: 'optional',
    extension: true,
    summary: 'The question sets, with how many questions of each type and how many the caller solved',
    data: questionSetsSchema,
    chosen: 'the whole call',
    errors: ['unauthorized'],
  }),
  questionList: endpoint({
    method: 'GET',
    path: extensionPaths.questionList,
    access: 'optional',
    extension: true,
    summary:
      "Questions filtered by set, type, difficulty, tag, keyword and the caller's standing; one page (pageSize 10, 20 or 50)",
    query: questionListQuerySchema,
    data: questionListSchema,
    chosen: 'the whole call; in id order; a page past the last answers an empty list with the total',
    errors: ['unauthorized', 'badRequest'],
  }),
  challengeQuestions: endpoint({
    method: 'GET',
    path: extensionPaths.challengeQuestions,
    access: 'user',
    extension: true,
    summary:
      "The bank's questions with the caller's standing on each (new, tried, solved) and the counts of each, a page (personal centre entry j)",
    query: challengeQuestionQuerySchema,
    data: challengeQuestionPageSchema,
    chosen:
      "the whole call; in id order; the calibration field's questions and standing, so its counts are those of GET /portal/question/sets",
    errors: ['unauthorized', 'badRequest'],
  }),
  questionDetail: endpoint({
    method: 'GET',
    path: extensionPaths.questionDetail,
    access: 'optional',
    extension: true,
    summary:
      'A question: statement (rich text, sanitised by the portal), options or starter code, sample cases, limits, neighbours',
    query: questionIdQuerySchema,
    data: questionDetailSchema,
    chosen: 'the whole call; hidden cases, answers and reference solutions never leave the fake API',
    errors: ['unauthorized', 'badRequest', 'notFound'],
  }),
  questionSubmit: endpoint({
    method: 'POST',
    path: extensionPaths.questionSubmit,
    access: 'user',
    extension: true,
    bodyKind: 'json',
    summary:
      'Submits an answer (choice, fill: judged at once) or code (python, sql: answered `judging`, then judged in a sandbox)',
    body: questionSubmitBodySchema,
    data: submissionSchema,
    chosen:
      'the whole call; poll questionSubmission until the verdict is not `judging` (docs/api/extensions.md, "The judge")',
    errors: [
      'unauthorized',
      'badRequest',
      'tooLarge',
      'unsupportedMedia',
      'notFound',
      'tooManyRequests',
      'unavailable',
    ],
  }),
  questionSubmission: endpoint({
    method: 'GET',
    path: extensionPaths.questionSubmission,
    access: 'user',
    extension: true,
    summary: "One of the caller's submissions with its verdict per case",
    query: submissionQuerySchema,
    data: submissionSchema,
    chosen: "the whole call; another user's submission answers 404 like an unknown one",
    errors: ['unauthorized', 'badRequest', 'notFound'],
  }),
  questionSubmissions: endpoint({
    method: 'GET',
    path: extensionPaths.questionSubmissions,
    access: 'user',
    extension: true,
    summary: "The caller's submissions of a question, newest first, one page",
    query: submissionListQuerySchema,
    data: submissionPageSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'notFound'],
  }),
  questionSqlSample: endpoint({
    method: 'GET',
    path: extensionPaths.questionSqlSample,
    access: 'public',
    extension: true,
    summary: 'The sample school database the SQL questions run on in the browser, as one SQL script',
    data: sqlSampleSchema,
    chosen: 'the whole call; the judge also runs each query on a hidden database of the same schema',
    errors: [],
  }),
} as const;

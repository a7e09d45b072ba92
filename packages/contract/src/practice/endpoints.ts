import { z } from 'zod';
import { pageOf, pageQuery } from '../core/paging';
import { questionNotFound } from './errors';
import { endpoint } from '../core/endpoint';
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
  questionMessages as m,
  questionLimits,
  submissionPageRule,
} from './schemas';
import {
  submissionListQuerySchema,
  submissionPageSchema,
  submissionQuerySchema,
  submissionSchema,
  submissionSummarySchema,
} from './submissions';

/**
 * The calibration field (/question/*, /pythonPractice/:questionId): the question bank and its judge
 * (extensions: spec section 2 names the pages, not their calls). Reading is open to visitors; a token,
 * when sent, adds the caller's standing. Submitting needs one.
 */
export const practiceEndpoints = {
  questionSets: endpoint({
    method: 'GET',
    path: '/portal/question/sets',
    access: 'optional',
    read: true,
    extension: true,
    summary: 'The question sets, with how many questions of each type and how many the caller solved',
    data: questionSetsSchema,
    chosen: 'the whole call',
    errors: ['unauthorized'],
  }),
  questionList: endpoint({
    method: 'GET',
    path: '/portal/question/list',
    access: 'optional',
    read: true,
    extension: true,
    summary:
      "Questions filtered by set, type, difficulty, tag, keyword and the caller's standing; one page (pageSize 10, 20 or 50)",
    query: questionListQuerySchema,
    data: questionListSchema,
    chosen: 'the whole call; in id order; a page past the last answers an empty list with the total',
    errors: ['unauthorized', 'badRequest'],
    fails: [{ code: 'badRequest', msg: m.statusNeedsLogin, when: 'status is asked for without a token' }],
    example: { query: { pageSize: 10, difficulty: 2 } },
  }),
  challengeQuestions: endpoint({
    method: 'GET',
    path: '/portal/question/challenge',
    access: 'user',
    read: true,
    extension: true,
    summary:
      "The bank's questions with the caller's standing on each (new, tried, solved) and the counts of each, a page (personal centre entry j)",
    query: challengeQuestionQuerySchema,
    data: challengeQuestionPageSchema,
    chosen:
      "the whole call; in id order; the calibration field's questions and standing, so its counts are those of GET /portal/question/sets",
    errors: ['unauthorized', 'badRequest'],
    example: { query: { pageNum: 1, status: 'tried' } },
  }),
  questionDetail: endpoint({
    method: 'GET',
    path: '/portal/question/detail',
    access: 'optional',
    read: true,
    inputs: { query: { questionId: { from: 'questionList', pick: 'list[].questionId' } } },
    extension: true,
    summary:
      'A question: statement (rich text, sanitised by the portal), options or starter code, sample cases, limits, neighbours',
    query: questionIdQuerySchema,
    data: questionDetailSchema,
    chosen: 'the whole call; hidden cases, answers and reference solutions never leave the fake API',
    errors: ['unauthorized', 'badRequest', 'notFound'],
    fails: [questionNotFound],
    example: { query: { questionId: 24 } },
  }),
  questionSubmit: endpoint({
    method: 'POST',
    path: '/portal/question/submit',
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
    fails: [
      questionNotFound,
      { code: 'badRequest', msg: m.answerRequired, when: 'a choice or fill question without an answer' },
      {
        code: 'badRequest',
        msg: m.codeRequired,
        when: 'a python or sql question without code (or only blanks)',
      },
      { code: 'badRequest', msg: m.badChoice, when: 'a choice answer other than A, B, C or D' },
      {
        code: 'tooManyRequests',
        msg: m.judgeBusy,
        when: `the caller already has ${questionLimits.judgingPerUser} submissions being judged`,
      },
      {
        code: 'unavailable',
        msg: m.judgeDown,
        when: 'python or sql code while the judge is down (setting judgeAvailable false)',
      },
    ],
    example: { body: { questionId: 4, answer: 'B' } },
  }),
  questionSubmission: endpoint({
    method: 'GET',
    path: '/portal/question/submission',
    access: 'user',
    read: true,
    inputs: { query: { submissionId: { from: 'questionSubmissions', pick: 'list[].submissionId' } } },
    extension: true,
    summary: "One of the caller's submissions with its verdict per case",
    query: submissionQuerySchema,
    data: submissionSchema,
    chosen: "the whole call; another user's submission answers 404 like an unknown one",
    errors: ['unauthorized', 'badRequest', 'notFound'],
    fails: [
      { code: 'notFound', msg: m.submissionNotFound, when: "no submission of the caller's has this id" },
    ],
    example: {
      before: { call: 'questionSubmit', body: { questionId: 6, answer: '42' } },
      query: { submissionId: { pick: 'submissionId' } },
    },
  }),
  questionSubmissions: endpoint({
    method: 'GET',
    path: '/portal/question/submissions',
    access: 'user',
    read: true,
    inputs: { query: { questionId: { from: 'questionList', pick: 'list[].questionId' } } },
    extension: true,
    summary: "The caller's submissions of a question, newest first, one page",
    query: submissionListQuerySchema,
    data: submissionPageSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'notFound'],
    fails: [questionNotFound],
    example: { query: { questionId: 1, pageSize: 5 } },
  }),
  recentSubmissions: endpoint({
    method: 'GET',
    path: '/portal/question/submissions/recent',
    access: 'user',
    read: true,
    extension: true,
    summary:
      "The caller's latest submissions of any question, newest first, one page, each with its question's title",
    query: pageQuery(submissionPageRule),
    data: pageOf(submissionSummarySchema.extend({ title: z.string() })),
    chosen: 'the whole call; the calibration field lists the first page of 5 (「最近提交」)',
    errors: ['unauthorized', 'badRequest'],
    example: {
      before: [
        { call: 'questionSubmit', body: { questionId: 4, answer: 'B' } },
        { call: 'questionSubmit', body: { questionId: 6, answer: '42' } },
      ],
      query: { pageSize: 5 },
      answers: { 'list[].questionId': [6, 4], 'list[].title': ['整除与取余'], total: [2] },
    },
  }),
  questionSqlSample: endpoint({
    method: 'GET',
    path: '/portal/question/sql/sample',
    access: 'public',
    read: true,
    extension: true,
    summary: 'The sample school database the SQL questions run on in the browser, as one SQL script',
    data: sqlSampleSchema,
    chosen: 'the whole call; the judge also runs each query on a hidden database of the same schema',
    errors: [],
  }),
} as const;

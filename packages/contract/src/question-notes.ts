import { questionLimits, questionMessages as m } from './question';

const questionNotFound = {
  code: 'notFound',
  msg: m.questionNotFound,
  when: 'no question has this id',
} as const;

/**
 * What the calibration field's handlers add to the errors of their shape
 * (apps/fake-api/src/routes/questions.ts), spread into `endpointNotes` (endpoint-notes.ts).
 */
export const questionEndpointNotes = {
  questionSets: { errors: [] },
  challengeQuestions: { errors: [] },
  questionList: {
    errors: [{ code: 'badRequest', msg: m.statusNeedsLogin, when: 'status is asked for without a token' }],
  },
  questionDetail: { errors: [questionNotFound] },
  questionSubmit: {
    errors: [
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
  },
  questionSubmission: {
    errors: [
      { code: 'notFound', msg: m.submissionNotFound, when: "no submission of the caller's has this id" },
    ],
  },
  questionSubmissions: { errors: [questionNotFound] },
  questionSqlSample: { errors: [] },
} as const;

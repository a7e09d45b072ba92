import { questionLimits, questionMessages as m } from './schemas';

/**
 * What the calibration field's handlers add to the errors of their shape (apps/fake-api/src/practice),
 * spread into the entries' `fails`.
 */
export const statusNeedsLogin = {
  code: 'badRequest',
  msg: m.statusNeedsLogin,
  when: 'status is asked for without a token',
} as const;
export const questionNotFound = {
  code: 'notFound',
  msg: m.questionNotFound,
  when: 'no question has this id',
} as const;
export const answerRequired = {
  code: 'badRequest',
  msg: m.answerRequired,
  when: 'a choice or fill question without an answer',
} as const;
export const codeRequired = {
  code: 'badRequest',
  msg: m.codeRequired,
  when: 'a python or sql question without code (or only blanks)',
} as const;
export const badChoice = {
  code: 'badRequest',
  msg: m.badChoice,
  when: 'a choice answer other than A, B, C or D',
} as const;
export const judgeBusy = {
  code: 'tooManyRequests',
  msg: m.judgeBusy,
  when: `the caller already has ${questionLimits.judgingPerUser} submissions being judged`,
} as const;
export const judgeDown = {
  code: 'unavailable',
  msg: m.judgeDown,
  when: 'python or sql code while the judge is down (setting judgeAvailable false)',
} as const;
export const submissionNotFound = {
  code: 'notFound',
  msg: m.submissionNotFound,
  when: "no submission of the caller's has this id",
} as const;

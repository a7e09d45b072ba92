import { questionMessages as m } from './schemas';

export const questionNotFound = {
  code: 'notFound',
  msg: m.questionNotFound,
  when: 'no question has this id',
} as const;

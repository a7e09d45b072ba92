import { courseMessages as m } from './schemas';

/**
 * What the course calls' handlers add to the errors of their shape (spread into `endpointNotes`):
 * apps/fake-api/src/routes/course-hall.ts, in the order it checks them.
 */
export const courseNotFound = {
  code: 'notFound',
  msg: m.courseNotFound,
  when: 'no course has this id',
} as const;
export const notJoined = {
  code: 'forbidden',
  msg: m.notJoined,
  when: 'the caller does not take the course it belongs to',
} as const;
export const resourceNotFound = {
  code: 'notFound',
  msg: m.resourceNotFound,
  when: 'no resource has this id',
} as const;

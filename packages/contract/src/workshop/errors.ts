import { workshopMessages as m } from './schemas';

/**
 * What the workshop calls' handlers add to the errors of their shape (apps/fake-api/src/routes/workshop.ts,
 * in the order it checks them), spread into `endpointNotes` (endpoint-notes.ts, which types them).
 */
export const projectNotFound = {
  code: 'notFound',
  msg: m.projectNotFound,
  when: 'no project has this id',
} as const;
export const environmentNotFound = {
  code: 'notFound',
  msg: m.environmentNotFound,
  when: "no environment has this id, or it is another user's",
} as const;
export const environmentExists = {
  code: 'conflict',
  msg: m.environmentExists,
  when: 'the caller already has an environment of this project (start or delete it)',
} as const;
export const notStartable = {
  code: 'conflict',
  msg: m.notStartable,
  when: 'the environment is starting, running or stopping',
} as const;
export const notStoppable = {
  code: 'conflict',
  msg: m.notStoppable,
  when: 'the environment is stopping, stopped or failed',
} as const;
export const quotaExceeded = {
  code: 'quotaExceeded',
  msg: m.quotaTemplate,
  when: 'the caller already has as many environments starting or running as the quota (setting environmentQuota)',
} as const;

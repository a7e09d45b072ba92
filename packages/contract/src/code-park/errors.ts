import { codeParkMessages as m } from './schemas';

/**
 * What the code park calls' handlers add to the errors of their shape (apps/fake-api/src/routes/code-park.ts),
 * spread into `endpointNotes` (endpoint-notes.ts, which types them).
 */
export const repoNotFound = {
  code: 'notFound',
  msg: m.repoNotFound,
  when: 'no repository has this id',
} as const;
export const refNotFound = {
  code: 'notFound',
  msg: m.refNotFound,
  when: 'the repository has no branch of this name',
} as const;

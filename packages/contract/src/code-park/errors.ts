import { codeParkMessages as m } from './schemas';

/**
 * What the code park calls' handlers add to the errors of their shape (apps/fake-api/src/routes/code-park.ts),
 * spread into `endpointNotes` (endpoint-notes.ts, which types them).
 */
export const courseNotFound = {
  code: 'notFound',
  msg: m.courseNotFound,
  when: 'no course has this id',
} as const;
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
export const fileNotFound = {
  code: 'notFound',
  msg: m.fileNotFound,
  when: 'nothing in the repository has this path',
} as const;
export const isDirectory = {
  code: 'notFound',
  msg: m.isDirectory,
  when: 'the path names a directory',
} as const;
export const commitNotFound = {
  code: 'notFound',
  msg: m.commitNotFound,
  when: 'the branch has no commit with this hash',
} as const;

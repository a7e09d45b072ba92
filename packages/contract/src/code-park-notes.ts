import { codeParkMessages as m } from './code-park';

/**
 * What the code park calls' handlers add to the errors of their shape (apps/fake-api/src/routes/code-park.ts),
 * spread into `endpointNotes` (endpoint-notes.ts, which types them).
 */
const repoNotFound = { code: 'notFound', msg: m.repoNotFound, when: 'no repository has this id' } as const;
const refNotFound = {
  code: 'notFound',
  msg: m.refNotFound,
  when: 'the repository has no branch of this name',
} as const;

export const codeParkEndpointNotes = {
  codeParkRepos: {
    errors: [{ code: 'notFound', msg: m.courseNotFound, when: 'no course has this id' }],
  },
  codeParkTree: { errors: [repoNotFound, refNotFound] },
  codeParkFile: {
    errors: [
      repoNotFound,
      refNotFound,
      { code: 'notFound', msg: m.fileNotFound, when: 'nothing in the repository has this path' },
      { code: 'notFound', msg: m.isDirectory, when: 'the path names a directory' },
    ],
  },
  codeParkCommits: { errors: [repoNotFound, refNotFound] },
  codeParkCommit: {
    errors: [
      repoNotFound,
      refNotFound,
      { code: 'notFound', msg: m.commitNotFound, when: 'the branch has no commit with this hash' },
    ],
  },
} as const;

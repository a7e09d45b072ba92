import {
  courseNotFound,
  repoNotFound,
  refNotFound,
  fileNotFound,
  isDirectory,
  commitNotFound,
} from './errors';
import { endpoint, type EndpointDef } from '../core/endpoint';
import {
  codeFileSchema,
  codeParkCommitQuerySchema,
  codeParkCommitsQuerySchema,
  codeParkCourseSchema,
  codeParkFileQuerySchema,
  codeParkReposQuerySchema,
  codeParkTreeQuerySchema,
  codeTreeSchema,
  commitDetailSchema,
  commitPageSchema,
} from './schemas';

/**
 * The code park (extensions: spec section 2 names /codePark/codeParkDetail, not its calls). Public
 * reads, like the course hall's lists: the header's menu item opens the page for visitors too, and a
 * course's repositories are teaching material (docs/decisions.md). Unknown ids and paths answer 404.
 */
export const codeParkEndpoints = {
  codeParkRepos: endpoint({
    method: 'GET',
    path: '/portal/codepark/repos',
    access: 'public',
    read: true,
    inputs: { query: { courseId: { from: 'myCourses', pick: '[].courseId' } } },
    extension: true,
    summary: "A course's code repositories: description, main language, size, last commit",
    query: codeParkReposQuerySchema,
    data: codeParkCourseSchema,
    chosen: 'the whole call; a course without repositories answers an empty list',
    errors: ['badRequest', 'notFound'],
    fails: [courseNotFound],
    // code park (fixtures/seed/code-park.json: repositories 1-3 of course 3, 4 of course 102)
    example: { query: { courseId: 3 } },
  }),
  codeParkTree: endpoint({
    method: 'GET',
    path: '/portal/codepark/tree',
    access: 'public',
    read: true,
    inputs: { query: { repoId: { from: 'codeParkRepos', pick: 'repos[].repoId' } } },
    extension: true,
    summary: "A repository's whole file tree on a branch (the default one when ref is not given), flat",
    query: codeParkTreeQuerySchema,
    data: codeTreeSchema,
    chosen: 'the whole call; entries depth first, directories before files, each by name',
    errors: ['badRequest', 'notFound'],
    fails: [repoNotFound, refNotFound],
    example: { query: { repoId: 1 } },
  }),
  codeParkFile: endpoint({
    method: 'GET',
    path: '/portal/codepark/file',
    access: 'public',
    read: true,
    inputs: {
      query: {
        repoId: { from: 'codeParkTree', pick: 'repoId' },
        path: { from: 'codeParkTree', pick: 'entries[type=file].path' },
      },
    },
    extension: true,
    summary: "One file's text, highlighting language and last commit (binary or large files: no content)",
    query: codeParkFileQuerySchema,
    data: codeFileSchema,
    chosen: "the whole call; a path with '..', '.', an empty segment or a leading '/' is refused (400)",
    errors: ['badRequest', 'notFound'],
    fails: [repoNotFound, refNotFound, fileNotFound, isDirectory],
    example: { query: { repoId: 4, path: 'schema.sql', ref: 'main' } },
  }),
  codeParkCommits: endpoint({
    method: 'GET',
    path: '/portal/codepark/commits',
    access: 'public',
    read: true,
    inputs: { query: { repoId: { from: 'codeParkRepos', pick: 'repos[].repoId' } } },
    extension: true,
    summary: "A branch's commits, newest first, one page (pageNum from 1; pageSize 10, 20, 30 or 50)",
    query: codeParkCommitsQuerySchema,
    data: commitPageSchema,
    chosen: 'the whole call; a page past the last answers an empty list with the total',
    errors: ['badRequest', 'notFound'],
    fails: [repoNotFound, refNotFound],
    example: { query: { repoId: 2, pageNum: 1, pageSize: 20 } },
  }),
  codeParkCommit: endpoint({
    method: 'GET',
    path: '/portal/codepark/commit',
    access: 'public',
    read: true,
    inputs: {
      query: {
        repoId: { from: 'codeParkRepos', pick: 'repos[].repoId' },
        hash: { from: 'codeParkCommits', pick: 'list[].hash' },
      },
    },
    extension: true,
    summary: "One commit of a branch by its full hash: its whole message and each changed file's diff",
    query: codeParkCommitQuerySchema,
    data: commitDetailSchema,
    chosen:
      "the whole call; a line diff with 3 lines of context, binary and large files without lines, files in the commit's order",
    errors: ['badRequest', 'notFound'],
    fails: [repoNotFound, refNotFound, commitNotFound],
    example: { query: { repoId: 2, hash: '832a75b7ea3a6443461d484086063f2d30d047b3', ref: 'main' } },
  }),
} as const satisfies Record<string, EndpointDef>;

import {
  endpoints,
  type CodeFile,
  type CodeParkCourse,
  type CodeTree,
  type CommitDetail,
  type CommitPage,
} from '@shui/contract';
import { call } from '../../../lib/api-client';

/** GET /portal/codepark/repos?courseId=: the course and its repositories (the page's main call). */
export const getCodeParkRepos = (courseId: number, signal?: AbortSignal): Promise<CodeParkCourse> =>
  call(endpoints.codeParkRepos, { query: { courseId }, signal });

/**
 * GET /portal/codepark/tree?repoId=: the default branch's whole tree. Silent, as the calls below: each
 * section shows its own failure with a retry (a 404 there is a stale link, not an outage).
 */
export const getCodeTree = (repoId: number, signal?: AbortSignal): Promise<CodeTree> =>
  call(endpoints.codeParkTree, { query: { repoId }, signal, silent: true });

/** GET /portal/codepark/file?repoId=&path=: one file's text (or why there is none). Silent. */
export const getCodeFile = (repoId: number, path: string, signal?: AbortSignal): Promise<CodeFile> =>
  call(endpoints.codeParkFile, { query: { repoId, path }, signal, silent: true });

/** GET /portal/codepark/commits?repoId=&pageNum=&pageSize=: one page of commits, newest first. Silent. */
export const getCommits = (
  repoId: number,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CommitPage> =>
  call(endpoints.codeParkCommits, { query: { repoId, pageNum, pageSize }, signal, silent: true });

/** GET /portal/codepark/commit?repoId=&hash=: one commit with each file's diff. Silent. */
export const getCommit = (repoId: number, hash: string, signal?: AbortSignal): Promise<CommitDetail> =>
  call(endpoints.codeParkCommit, { query: { repoId, hash }, signal, silent: true });

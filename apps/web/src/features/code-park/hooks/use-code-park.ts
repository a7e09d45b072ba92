import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCodeFile, getCodeParkRepos, getCodeTree, getCommit, getCommits } from '../api/code-park-api';

/** The query keys of the code park. */
export const codeParkKeys = {
  all: ['code-park'] as const,
  repos: (courseId: number) => [...codeParkKeys.all, 'repos', courseId] as const,
  tree: (repoId: number) => [...codeParkKeys.all, 'tree', repoId] as const,
  file: (repoId: number, path: string) => [...codeParkKeys.all, 'file', repoId, path] as const,
  commits: (repoId: number, pageNum: number, pageSize: number) =>
    [...codeParkKeys.all, 'commits', repoId, pageNum, pageSize] as const,
  commit: (repoId: number, hash: string) => [...codeParkKeys.all, 'commit', repoId, hash] as const,
};

/** A minute: code changes by commits, rarely while someone reads it; a file opened again shows at once. */
const STALE_MS = 60_000;

export const useCodeParkRepos = (courseId: number) =>
  useQuery({
    queryKey: codeParkKeys.repos(courseId),
    queryFn: ({ signal }) => getCodeParkRepos(courseId, signal),
    staleTime: STALE_MS,
  });

export const useCodeTree = (repoId: number) =>
  useQuery({
    queryKey: codeParkKeys.tree(repoId),
    queryFn: ({ signal }) => getCodeTree(repoId, signal),
    staleTime: STALE_MS,
  });

/** One file; none asked while `path` is null. */
export const useCodeFile = (repoId: number, path: string | null) =>
  useQuery({
    queryKey: codeParkKeys.file(repoId, path ?? ''),
    queryFn: ({ signal }) => getCodeFile(repoId, path ?? '', signal),
    enabled: path !== null,
    staleTime: STALE_MS,
  });

/** One page of commits; the last page stays on screen while the next one loads. */
export const useCommits = (repoId: number, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: codeParkKeys.commits(repoId, pageNum, pageSize),
    queryFn: ({ signal }) => getCommits(repoId, pageNum, pageSize, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

/** One commit with its diffs: a commit never changes, so it is fetched once. */
export const useCommit = (repoId: number, hash: string) =>
  useQuery({
    queryKey: codeParkKeys.commit(repoId, hash),
    queryFn: ({ signal }) => getCommit(repoId, hash, signal),
    staleTime: Infinity,
  });

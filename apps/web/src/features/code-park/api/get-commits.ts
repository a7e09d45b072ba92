import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type CommitPage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { codeParkKeys, STALE_MS } from './keys';

/** GET /portal/codepark/commits?repoId=&pageNum=&pageSize=: one page of commits, newest first. Silent. */
export const getCommits = (
  repoId: number,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CommitPage> =>
  call(endpoints.codeParkCommits, { query: { repoId, pageNum, pageSize }, signal, silent: true });

/** One page of commits; the last page stays on screen while the next one loads. */
export const useCommits = (repoId: number, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: codeParkKeys.commits(repoId, pageNum, pageSize),
    queryFn: ({ signal }) => getCommits(repoId, pageNum, pageSize, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

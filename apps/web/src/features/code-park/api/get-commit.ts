import { useQuery } from '@tanstack/react-query';
import { endpoints, type CommitDetail } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { codeParkKeys } from './keys';

/** GET /portal/codepark/commit?repoId=&hash=: one commit with each file's diff. Silent. */
export const getCommit = (repoId: number, hash: string, signal?: AbortSignal): Promise<CommitDetail> =>
  call(endpoints.codeParkCommit, { query: { repoId, hash }, signal, silent: true });

/** One commit with its diffs: a commit never changes, so it is fetched once. */
export const useCommit = (repoId: number, hash: string) =>
  useQuery({
    queryKey: codeParkKeys.commit(repoId, hash),
    queryFn: ({ signal }) => getCommit(repoId, hash, signal),
    staleTime: Infinity,
  });

import { useQuery } from '@tanstack/react-query';
import { endpoints, type CodeTree } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { codeParkKeys, STALE_MS } from './keys';

/**
 * GET /portal/codepark/tree?repoId=: the default branch's whole tree. Silent, as the calls below: each
 * section shows its own failure with a retry (a 404 there is a stale link, not an outage).
 */
export const getCodeTree = (repoId: number, signal?: AbortSignal): Promise<CodeTree> =>
  call(endpoints.codeParkTree, { query: { repoId }, signal, silent: true });

export const useCodeTree = (repoId: number) =>
  useQuery({
    queryKey: codeParkKeys.tree(repoId),
    queryFn: ({ signal }) => getCodeTree(repoId, signal),
    staleTime: STALE_MS,
  });

import { useQuery } from '@tanstack/react-query';
import { endpoints, type CodeFile } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { codeParkKeys, STALE_MS } from './keys';

/** GET /portal/codepark/file?repoId=&path=: one file's text (or why there is none). Silent. */
export const getCodeFile = (repoId: number, path: string, signal?: AbortSignal): Promise<CodeFile> =>
  call(endpoints.codeParkFile, { query: { repoId, path }, signal, silent: true });

/** One file; none asked while `path` is null. */
export const useCodeFile = (repoId: number, path: string | null) =>
  useQuery({
    queryKey: codeParkKeys.file(repoId, path ?? ''),
    queryFn: ({ signal }) => getCodeFile(repoId, path ?? '', signal),
    enabled: path !== null,
    staleTime: STALE_MS,
  });

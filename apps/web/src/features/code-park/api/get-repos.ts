import { useQuery } from '@tanstack/react-query';
import { endpoints, type CodeParkCourse } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { codeParkKeys, STALE_MS } from './keys';

/** GET /portal/codepark/repos?courseId=: the course and its repositories (the page's main call). */
export const getCodeParkRepos = (courseId: number, signal?: AbortSignal): Promise<CodeParkCourse> =>
  call(endpoints.codeParkRepos, { query: { courseId }, signal });

export const useCodeParkRepos = (courseId: number) =>
  useQuery({
    queryKey: codeParkKeys.repos(courseId),
    queryFn: ({ signal }) => getCodeParkRepos(courseId, signal),
    staleTime: STALE_MS,
  });

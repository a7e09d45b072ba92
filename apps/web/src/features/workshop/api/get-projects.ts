import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type WorkshopProjectPage, type WorkshopProjectsQuery } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { workshopKeys, STALE_MS } from './keys';

/** GET /portal/workshop/projects?kind=&keyword=&pageNum=&pageSize=: one page of the catalogue. */
export const getProjects = (
  query: WorkshopProjectsQuery,
  signal?: AbortSignal,
): Promise<WorkshopProjectPage> => call(endpoints.workshopProjects, { query, signal });

/** One page of the catalogue; the last page stays on screen while the next one loads. */
export const useProjects = (query: WorkshopProjectsQuery) =>
  useQuery({
    queryKey: workshopKeys.projects(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

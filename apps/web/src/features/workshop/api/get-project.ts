import { useQuery } from '@tanstack/react-query';
import { endpoints, type WorkshopProject } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { workshopKeys, STALE_MS } from './keys';

/** GET /portal/workshop/project?projectId=: introduction, image and guide (rich text, unsanitised). */
export const getProject = (projectId: number, signal?: AbortSignal): Promise<WorkshopProject> =>
  call(endpoints.workshopProject, { query: { projectId }, signal });

export const useProject = (projectId: number) =>
  useQuery({
    queryKey: workshopKeys.project(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    staleTime: STALE_MS,
  });

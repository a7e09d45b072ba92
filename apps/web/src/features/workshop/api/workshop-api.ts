import {
  endpoints,
  type ImageKind,
  type WorkshopEnvironment,
  type WorkshopEnvironmentList,
  type WorkshopImage,
  type WorkshopProject,
  type WorkshopProjectPage,
  type WorkshopProjectsQuery,
} from '@shui/contract';
import { call } from '../../../lib/api-client';
import { ENVIRONMENT_CALL_TIMEOUT_MS } from '../environment-logic';

/** GET /portal/workshop/projects?kind=&keyword=&pageNum=&pageSize=: one page of the catalogue. */
export const getProjects = (
  query: WorkshopProjectsQuery,
  signal?: AbortSignal,
): Promise<WorkshopProjectPage> => call(endpoints.workshopProjects, { query, signal });

/** GET /portal/workshop/project?projectId=: introduction, image and guide (rich text, unsanitised). */
export const getProject = (projectId: number, signal?: AbortSignal): Promise<WorkshopProject> =>
  call(endpoints.workshopProject, { query: { projectId }, signal });

/** GET /portal/workshop/images?kind=: the environment images of one kind. */
export const getImages = (kind: ImageKind, signal?: AbortSignal): Promise<WorkshopImage[]> =>
  call(endpoints.workshopImages, { query: { kind }, signal });

/**
 * GET /portal/workshop/env/list: the user's environments and the quota. Silent: it is asked again every
 * few seconds while an environment starts or stops, so a failure shows in the panel (with a retry)
 * instead of a toast at each attempt; and short, so one call that hangs does not hold the next ones up.
 */
export const getEnvironments = (signal?: AbortSignal): Promise<WorkshopEnvironmentList> =>
  call(endpoints.workshopEnvList, { query: {}, signal, silent: true, timeout: ENVIRONMENT_CALL_TIMEOUT_MS });

/** POST /portal/workshop/env/create?projectId=: the project's environment, starting. */
export const createEnvironment = (projectId: number): Promise<WorkshopEnvironment> =>
  call(endpoints.workshopEnvCreate, { query: { projectId } });

/** POST /portal/workshop/env/start?envId=: a stopped or failed environment, starting again. */
export const startEnvironment = (envId: number): Promise<WorkshopEnvironment> =>
  call(endpoints.workshopEnvStart, { query: { envId } });

/** POST /portal/workshop/env/stop?envId= */
export const stopEnvironment = (envId: number): Promise<WorkshopEnvironment> =>
  call(endpoints.workshopEnvStop, { query: { envId } });

/** POST /portal/workshop/env/delete?envId= */
export const deleteEnvironment = (envId: number): Promise<null> =>
  call(endpoints.workshopEnvDelete, { query: { envId } });

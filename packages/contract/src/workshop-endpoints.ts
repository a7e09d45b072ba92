import { endpoint, nothing, type EndpointDef } from './endpoint-def';
import { extensionPaths } from './extension-paths';
import {
  workshopEnvironmentListSchema,
  workshopEnvironmentSchema,
  workshopEnvListQuerySchema,
  workshopEnvQuerySchema,
  workshopImageListSchema,
  workshopImagesQuerySchema,
  workshopProjectPageSchema,
  workshopProjectQuerySchema,
  workshopProjectSchema,
  workshopProjectsQuerySchema,
} from './workshop';

/**
 * The hands-on workshop (extensions: spec section 2 names the pages, not their calls). The catalogue
 * and the images are public reads, as the pages are open to visitors; a user's environments need a
 * token. docs/decisions.md 41 explains the lifecycle and the quota.
 */
export const workshopEndpoints = {
  workshopProjects: endpoint({
    method: 'GET',
    path: extensionPaths.workshopProjects,
    access: 'public',
    read: true,
    extension: true,
    summary: 'The catalogue of training projects, a page at a time; filter by kind, search the text',
    query: workshopProjectsQuerySchema,
    data: workshopProjectPageSchema,
    chosen:
      'pageNum from 1 (a page past the end is an empty list), pageSize 10/20/30/50 (another size is a 400), ' +
      'keyword matched in title, summary and tags (case-insensitive); in catalogue order',
    errors: ['badRequest'],
  }),
  workshopProject: endpoint({
    method: 'GET',
    path: extensionPaths.workshopProject,
    access: 'public',
    read: true,
    inputs: { query: { projectId: { from: 'workshopProjects', pick: 'list[].projectId' } } },
    extension: true,
    summary: "A project's page: introduction, the image it runs on and its guide, step by step",
    query: workshopProjectQuerySchema,
    data: workshopProjectSchema,
    chosen: 'the whole call; introHtml and the steps are unsanitised rich text, as a CMS stores it',
    errors: ['badRequest', 'notFound'],
  }),
  workshopImages: endpoint({
    method: 'GET',
    path: extensionPaths.workshopImages,
    access: 'public',
    read: true,
    extension: true,
    summary: 'The environment images (JupyterLab, remote desktop, Cloud Studio), of one kind or all',
    query: workshopImagesQuerySchema,
    data: workshopImageListSchema,
    chosen: 'the whole call',
    errors: ['badRequest'],
  }),
  workshopEnvList: endpoint({
    method: 'GET',
    path: extensionPaths.workshopEnvList,
    access: 'user',
    read: true,
    extension: true,
    summary: "The caller's environments (of one project, or all), newest first, with the quota",
    query: workshopEnvListQuerySchema,
    data: workshopEnvironmentListSchema,
    chosen:
      'the state is computed from the clock at each call; the portal asks again while one is starting or stopping',
    errors: ['unauthorized', 'badRequest'],
  }),
  workshopEnvCreate: endpoint({
    method: 'POST',
    path: extensionPaths.workshopEnvCreate,
    access: 'user',
    extension: true,
    summary: "Create the caller's environment of a project on its image; it starts at once",
    query: workshopProjectQuerySchema,
    data: workshopEnvironmentSchema,
    chosen: 'one environment per user and project; past the quota of starting and running ones, 409 / 40901',
    errors: ['unauthorized', 'badRequest', 'notFound', 'conflict', 'quotaExceeded'],
  }),
  workshopEnvStart: endpoint({
    method: 'POST',
    path: extensionPaths.workshopEnvStart,
    access: 'user',
    extension: true,
    summary: 'Start a stopped or failed environment again',
    query: workshopEnvQuerySchema,
    data: workshopEnvironmentSchema,
    chosen: 'the start takes the settings of the moment (start seconds, start fails); the quota as on create',
    errors: ['unauthorized', 'badRequest', 'notFound', 'conflict', 'quotaExceeded'],
  }),
  workshopEnvStop: endpoint({
    method: 'POST',
    path: extensionPaths.workshopEnvStop,
    access: 'user',
    extension: true,
    summary: 'Stop a starting or running environment (stopping, then stopped)',
    query: workshopEnvQuerySchema,
    data: workshopEnvironmentSchema,
    chosen: 'stopping frees its place of the quota at once',
    errors: ['unauthorized', 'badRequest', 'notFound', 'conflict'],
  }),
  workshopEnvDelete: endpoint({
    method: 'POST',
    path: extensionPaths.workshopEnvDelete,
    access: 'user',
    extension: true,
    summary: 'Delete an environment, in any state (a running one is stopped first)',
    query: workshopEnvQuerySchema,
    data: nothing,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'notFound'],
  }),
} as const satisfies Record<string, EndpointDef>;

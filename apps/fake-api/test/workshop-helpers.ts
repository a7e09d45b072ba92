import { expect } from 'vitest';
import { type WorkshopEnvironmentList, type WorkshopProjectPage } from '@shui/contract';
import { type startFakeApi } from './harness';

export type Api = ReturnType<typeof startFakeApi>;

export const PROJECTS = '/portal/workshop/projects';
export const PROJECT = '/portal/workshop/project';
export const IMAGES = '/portal/workshop/images';
export const LIST = '/portal/workshop/env/list';
export const CREATE = '/portal/workshop/env/create';
export const START = '/portal/workshop/env/start';
export const STOP = '/portal/workshop/env/stop';
export const DELETE = '/portal/workshop/env/delete';

export const projects = async (api: Api, query: Record<string, string | number> = {}) =>
  (await api.call('GET', PROJECTS, { query })).body.data as WorkshopProjectPage;

/** The student's environments (of one project when given). */
export async function envList(api: Api, token: string, projectId?: number) {
  const res = await api.call('GET', LIST, { token, query: projectId ? { projectId } : {} });
  expect(res.status).toBe(200);
  return res.body.data as WorkshopEnvironmentList;
}

/** One environment of the student, as the list answers it now. */
export async function envOf(api: Api, token: string, envId: number) {
  const found = (await envList(api, token)).list.find((e) => e.envId === envId);
  if (!found) throw new Error(`no environment ${envId}`);
  return found;
}

export async function create(api: Api, token: string, projectId: number) {
  return api.call('POST', CREATE, { token, query: { projectId } });
}

export const seconds = (api: Api, s: number) => api.clock.advance(s * 1000);

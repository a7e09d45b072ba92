import { endpoints } from '@shui/contract';
import { expect } from 'vitest';
import { tokenOf, type Api, type Options } from './error-examples';
import { type CallOptions } from './harness';

/** The set-ups the handler-error examples share: codes sent first, seed data changed, odd bodies. */

export const sendCode = async (
  api: Api,
  query: Record<string, string>,
  path: string = endpoints.sendResetCode.path,
) => expect((await api.call('POST', path, { query })).body.respCode).toBe(20000);
export const twice =
  (query: Record<string, string>, path?: string): Options =>
  async (api) => {
    await sendCode(api, query, path);
    return { query };
  };

/** The student's team of the seed (数据漫游者, led by 李同学), changed by `patch`. */
export function studentTeam(patch: Record<string, unknown> = {}) {
  return {
    teamName: '数据漫游者',
    track: 'analytics',
    members: [{ name: '李同学', role: 'leader' }],
    institution: '华东师范大学',
    phone: '13800138000',
    email: 'student@example.com',
    agreement: true,
    ...patch,
  };
}

/** The 2025 competition's registration closed: its event's deadline moved into the past. */
export function closeCompetition(api: Api): void {
  const event = api.store.data.centerEvents.find((e) => e.eventId === 1);
  if (!event) throw new Error('no event 1 in the seed');
  event.signupEnd = '2000-01-01 00:00:00';
}

/** The student's new environment of `projectId` (starting): its id. */
export async function createdEnvironment(api: Api, projectId: number): Promise<number> {
  const res = await api.call('POST', endpoints.workshopEnvCreate.path, {
    token: tokenOf(api, 'student'),
    query: { projectId },
  });
  expect(res.body.respCode).toBe(20000);
  return res.body.data.envId as number;
}

/** The workshop's quota set to one environment, taken by a new environment of project 200. */
export async function quotaTaken(api: Api): Promise<void> {
  api.store.updateSettings({ environmentQuota: 1 });
  await createdEnvironment(api, 200);
}

/** A course someone else teaches, added to the state: the teacher view's calls refuse it. */
export function othersCourse(api: Api): number {
  const id = 999_001;
  api.store.data.courses.push({ id, name: '操作系统', teacherId: null, studentIds: [] });
  return id;
}

/** The first resource of this type in a course of the seed (103: a course the student does not take). */
export function resourceIn(api: Api, courseId: number, type: number): number {
  const found = api.store.data.courseResources.find((r) => r.courseId === courseId && r.type === type);
  if (!found) throw new Error(`no resource of type ${type} in course ${courseId}`);
  return found.resourceId;
}

/** A multipart body with a text homework file and a `text` field of this length. */
export const homeworkWithText = (length: number): CallOptions['raw'] => ({
  type: 'multipart/form-data; boundary=hw',
  data:
    '--hw\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n' +
    `--hw\r\nContent-Disposition: form-data; name="text"\r\n\r\n${'字'.repeat(length)}\r\n--hw--\r\n`,
});

/** Requests that provoke what each handler adds (endpointNotes). */

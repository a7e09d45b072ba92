/**
 * The portal's calls for one walk (login, current user, notifications, organisations and a switch, the
 * course hall and a course, a practice question answered), made as the portal makes them: from its
 * origin, with the token in the Authorization header. Shared by the recording and the replay tests.
 */

import type { createFakeApi } from '@shui/fake-api/setup';
import { startRecordingProxy } from '../src/lib/record/proxy';
import { startApi } from './helpers';

export const PORTAL_ORIGIN = 'http://127.0.0.1:5173';

export interface Answer {
  /** `METHOD /path?query`, as called. */
  call: string;
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- read like supertest's body
}

export interface Walk {
  token: string;
  answers: Answer[];
}

/** Calls `base` as the portal would; `login` names the account (the student's phone by default). */
export async function walk(
  base: string,
  login = { username: '13800138000', password: 'Shui@2025' },
): Promise<Walk> {
  const answers: Answer[] = [];
  let token = '';
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      origin: PORTAL_ORIGIN,
      'accept-language': 'zh',
      ...options.headers,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const answer: Answer = { call: `${method} ${path}`, status: res.status, body: await res.json() };
    answers.push(answer);
    return answer.body;
  };

  const loggedIn = await call('POST', '/sys/login', { body: { ...login, checked: true } });
  token = loggedIn.data.access_token as string;
  // A header the portal does not send, carrying the phone: scrubbed as in the body.
  const me = await call('GET', '/sys/users/current', { headers: { 'x-contact-phone': login.username } });
  await call('GET', `/resource/message?receiveUserId=${me.data.id}`);
  await call('GET', '/portal/current_company?isLogin=true');
  const mine = await call('GET', '/portal/companies');
  await call('GET', '/super/company');
  const current = (await call('GET', '/portal/current_company?isLogin=true')).data.id as number;
  const other = (mine.data as Array<{ id: number }>).find((o) => o.id !== current)?.id ?? current;
  await call('POST', `/portal/current_company?companyId=${other}`);
  await call('GET', '/portal/current_company?isLogin=true');
  const list = await call('GET', '/portal/course/list?pageNum=1&pageSize=10');
  const courseId = list.data.list[0].courseId as number;
  await call('GET', `/portal/course/detail?courseId=${courseId}`);
  const questions = await call('GET', '/portal/question/list?type=choice');
  const questionId = questions.data.list[0].questionId as number;
  await call('GET', `/portal/question/detail?questionId=${questionId}`);
  await call('POST', '/portal/question/submit', { body: { questionId, answer: 'A' } });
  await call('POST', '/portal/reset/sendCode?identifier=student%40example.com&field=mail');
  return { token, answers };
}

/** The fake API's clock in the recording tests: the same time in every run, so its answers are the same. */
export const FIXED_NOW = Date.UTC(2026, 2, 2, 2, 0, 0);

/** A fake API on a free port of 127.0.0.1, in this process, its clock stopped at FIXED_NOW. */
export async function startTarget(options: Parameters<typeof createFakeApi>[0] = {}) {
  const started = await startApi({ clock: { now: () => FIXED_NOW }, ...options });
  const { url } = started;
  /** A control-plane call (POST /__admin/...), for the test to set the target up. */
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test setup
  };
  return { api: started, url, close: started.close, admin };
}

/** Records the walk through a proxy into `out`: the walk's answers and what was written. */
export async function recordWalk(out: string, target: { url: string }) {
  const proxy = await startRecordingProxy({ target: target.url, out });
  const walked = await walk(proxy.url);
  const written = await proxy.stop();
  return { walked, written };
}

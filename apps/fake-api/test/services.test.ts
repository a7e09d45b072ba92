import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { environments } from '@shui/contract';
import { startFakeApi } from './harness';

const local = environments.local;
/** The related-service addresses of the `local` environment, as paths of this server. */
const servicePaths = (['helpSite', 'teacherAdmin', 'newStudentCourse', 'cloudDesktop'] as const).map(
  (key) => ({ key, path: new URL(local[key]).pathname, real: environments.prod[key] }),
);

describe('GET /__services/*: the related services of the local environment', () => {
  it.each(servicePaths)(
    '$key ($path) answers a labelled stand-in page naming the real address',
    async ({ path, real }) => {
      const api = startFakeApi();
      const res = await request(api.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('本地替身页面');
      expect(res.text).toContain(real);
    },
  );

  it('every local address of a related service is served here', () => {
    for (const key of [
      'assistant',
      'assistantTest',
      'helpSite',
      'teacherAdmin',
      'newStudentCourse',
      'cloudDesktop',
    ] as const) {
      expect(local[key].startsWith(`${local.api}/__services/`), key).toBe(true);
    }
  });
});

describe('GET /__services/assistant?ticket=', () => {
  const path = new URL(local.assistant).pathname;

  async function ticket(api: ReturnType<typeof startFakeApi>) {
    const res = await api.call('POST', '/user/oauth/tickets', {
      token: await api.login(),
      body: { clientId: 'gpt_assistant' },
    });
    return res.body.data.clientTicket as string;
  }

  it('says a ticket from POST /user/oauth/tickets was received and is valid, and for whom', async () => {
    const api = startFakeApi();
    const res = await request(api.app)
      .get(path)
      .query({ ticket: await ticket(api) });
    expect(res.status).toBe(200);
    expect(res.text).toContain('已收到票据，票据有效');
    expect(res.text).toContain('李同学（student）');
    expect(res.text).toContain('gpt_assistant');
    expect(res.text).toContain('300 秒');
  });

  it('refuses a made-up ticket and an expired one', async () => {
    const api = startFakeApi();
    const made = await request(api.app).get(path).query({ ticket: 'not-a-ticket' });
    expect(made.status).toBe(401);
    expect(made.text).toContain('票据无效或已过期');

    const issued = await ticket(api);
    api.clock.advance(301_000);
    const expired = await request(api.app).get(path).query({ ticket: issued });
    expect(expired.status).toBe(401);
  });

  it('says when no ticket came with the address', async () => {
    const api = startFakeApi();
    const res = await request(api.app).get(path);
    expect(res.status).toBe(400);
    expect(res.text).toContain('未收到票据');
  });

  it('escapes what it shows of the account', async () => {
    const api = startFakeApi();
    const student = api.store.findByUsername('student')!;
    student.truename = '<img src=x onerror=alert(1)>';
    const res = await request(api.app)
      .get(path)
      .query({ ticket: await ticket(api) });
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

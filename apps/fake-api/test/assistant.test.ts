import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

describe('assistant and campus', () => {
  it("answers 'true' outside exams and 'false' during an exam period", async () => {
    const api = startFakeApi();
    const token = await api.login();
    expect((await api.call('GET', '/portal/assistant/available', { token })).body.data).toBe('true');
    api.store.updateSettings({ examPeriod: true });
    expect((await api.call('GET', '/portal/assistant/available', { token })).body.data).toBe('false');
    expect((await api.call('GET', '/super/option/assistant')).body.data.examPeriod).toBe(true);
    expect(
      (await api.call('POST', '/portal/assistant/qa', { token, body: { type: 1, key: '你好' } })).status,
    ).toBe(403);
  });

  it("answers a question with respCode '20000' as a string, and CS101 has its own assistant", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('POST', '/portal/assistant/qa', {
      token,
      body: { type: 1, key: '什么是补码？' },
    });
    expect(res.body.respCode).toBe('20000');
    expect(res.body.data).toContain('什么是补码？');
    const cs101 = await api.call('POST', '/portal/assistant/qa', {
      token,
      body: { type: 1, key: '作业', courseId: 101 },
    });
    expect(cs101.body.data).toMatch(/^CS101 课程助教/);
  });

  it.each([[{ type: 2, key: 'x' }], [{ type: 1, key: '   ' }], [{ type: 1 }]])(
    'Q&A refuses %j',
    async (body) => {
      const api = startFakeApi();
      expect(
        (await api.call('POST', '/portal/assistant/qa', { token: await api.login(), body })).status,
      ).toBe(400);
    },
  );

  it('answers the on-campus setting', async () => {
    const api = startFakeApi();
    expect((await api.call('GET', '/portal/network/onCampus')).body.data).toBe('true');
    api.store.updateSettings({ onCampus: false });
    expect((await api.call('GET', '/portal/network/onCampus')).body.data).toBe('false');
  });
});

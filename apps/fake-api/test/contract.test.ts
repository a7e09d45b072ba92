import { describe, expect, it } from 'vitest';
import { endpoints } from '@shui/contract';
import { startFakeApi } from './harness';

// Every call's example succeeds, with data that parses against the contract: errors.test.ts, which
// makes each call's example (its entry's `example`) and checks every answer against the contract.
describe('the contract', () => {
  it.each(Object.entries(endpoints).filter(([, e]) => e.access === 'user' || e.access === 'teacher'))(
    '%s answers HTTP 401 with a missing, unknown or expired token',
    async (_name, def) => {
      const api = startFakeApi();
      const expired = api.store.issueToken(1, 60).token;
      api.clock.advance(61_000);
      for (const token of [undefined, 'not-a-token', expired]) {
        const res = await api.call(def.method, def.path, { token });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ respCode: 40100, respMsg: '登录过期，请重新登录' });
      }
    },
  );

  it.each(Object.entries(endpoints).filter(([, e]) => e.access === 'teacher'))(
    '%s answers 403 to a student',
    async (_n, def) => {
      const api = startFakeApi();
      const res = await api.call(def.method, def.path, { token: await api.login() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ respCode: 40300, respMsg: '仅教师可以访问' });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

describe('organisations', () => {
  it("answers 'visitor' for a visitor and for a user with none", async () => {
    const api = startFakeApi();
    expect(
      (await api.call('GET', '/portal/current_company', { query: { isLogin: 'false' } })).body.data,
    ).toEqual({ id: null, companyName: 'visitor' });
    const partner = await api.login('10215501001', '10215501001');
    expect(
      (await api.call('GET', '/portal/current_company', { token: partner, query: { isLogin: 'true' } })).body
        .data.companyName,
    ).toBe('visitor');
  });

  it('isLogin=true without a token answers 401', async () => {
    const api = startFakeApi();
    expect((await api.call('GET', '/portal/current_company', { query: { isLogin: 'true' } })).status).toBe(
      401,
    );
  });

  it('lists the two organisations of the student and switches between them', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const list = (await api.call('GET', '/portal/companies', { token })).body.data as Array<{
      id: number;
      companyName: string;
    }>;
    expect(list.map((o) => o.companyName)).toEqual([
      '华东师范大学数据科学与工程学院',
      '水杉在线开放课程联盟',
    ]);
    const switched = await api.call('POST', '/portal/current_company', { token, query: { companyId: 2 } });
    expect(switched.body.data.companyName).toBe('水杉在线开放课程联盟');
    expect(
      (await api.call('GET', '/portal/current_company', { token, query: { isLogin: 'true' } })).body.data.id,
    ).toBe(2);
  });

  it('refuses to switch to an organisation the user is not in, or one that does not exist', async () => {
    const api = startFakeApi();
    const token = await api.login();
    expect(
      (await api.call('POST', '/portal/current_company', { token, query: { companyId: 3 } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', '/portal/current_company', { token, query: { companyId: 99 } })).status,
    ).toBe(404);
  });

  it('/super/company lists every organisation with its member count', async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/super/company');
    expect(res.body.data).toContainEqual({
      id: 1,
      companyName: '华东师范大学数据科学与工程学院',
      memberCount: 2,
    });
  });
});

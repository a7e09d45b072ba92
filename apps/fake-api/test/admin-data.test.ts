import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminUserListSchema, adminUserSchema, healthSchema, type Scenario } from '@shui/contract';
import { startFakeApi } from './harness';

const admin = (api: ReturnType<typeof startFakeApi>) => request(api.app);

describe('/__admin/users', () => {
  it('lists users without password hashes, searches and pages', async () => {
    const api = startFakeApi();
    const all = await admin(api).get('/__admin/users');
    expect(all.status).toBe(200);
    const list = adminUserListSchema.parse(all.body);
    expect(list.total).toBe(31);
    expect(JSON.stringify(all.body)).not.toContain('scrypt');
    const found = await admin(api).get('/__admin/users').query({ search: '王' });
    expect(found.body.users.map((u: { username: string }) => u.username)).toEqual(['teacher']);
    const paged = await admin(api).get('/__admin/users').query({ limit: 1, offset: 1 });
    expect(paged.body).toMatchObject({ total: 31, users: [{ username: 'teacher' }] });
    expect((await admin(api).get('/__admin/users').query({ limit: 0 })).status).toBe(400);
  });

  it('adds a user who can log in with the username as password, in the organisations named', async () => {
    const api = startFakeApi();
    const res = await admin(api)
      .post('/__admin/users')
      .send({
        username: 'alice',
        truename: '王小丽',
        phone: '13900000001',
        organisations: ['水杉在线开放课程联盟'],
      });
    expect(res.status).toBe(201);
    const user = adminUserSchema.parse(res.body);
    expect(user).toMatchObject({ username: 'alice', truename: '王小丽', role: 'student', id: 304 });
    expect(user.currentCompanyId).toBe(user.companyIds[0]);
    const token = await api.login('13900000001', 'alice');
    const me = await api.call('GET', '/sys/users/current', { token });
    expect(me.body.data.truename).toBe('王小丽');
  });

  it('refuses a taken username or phone (409), bad fields (400) and unknown organisations (404), adding nothing', async () => {
    const api = startFakeApi();
    const taken = await admin(api).post('/__admin/users').send({ username: 'student' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('username "student" is taken');
    const phone = await admin(api).post('/__admin/users').send({ username: 'bob', phone: '13800138000' });
    expect(phone.status).toBe(409);
    expect(phone.body.error).toMatch(/phone 13800138000 .* "student"/);
    const bad = await admin(api).post('/__admin/users').send({ username: 'bob', phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/phone/);
    const unknownField = await admin(api).post('/__admin/users').send({ username: 'bob', admin: true });
    expect(unknownField.status).toBe(400);
    const org = await admin(api)
      .post('/__admin/users')
      .send({ username: 'bob', organisations: ['不存在'] });
    expect(org.status).toBe(404);
    expect(api.store.userCount).toBe(31);
  });
});

describe('/__admin/notifications', () => {
  it('adds an unread notification the user then fetches first', async () => {
    const api = startFakeApi();
    const res = await admin(api)
      .post('/__admin/notifications')
      .send({ username: 'student', message: '实验课改到周五', courseId: 101 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: '实验课改到周五', status: 0, courseId: 101, userId: 1 });
    const token = await api.login();
    const list = await api.call('GET', '/resource/message', { token, query: { receiveUserId: 1 } });
    expect(list.body.data[0]).toMatchObject({ id: res.body.id, message: '实验课改到周五', status: 0 });
  });

  it('adds a read one with status 1; 404 for an unknown user, 400 for an empty message', async () => {
    const api = startFakeApi();
    const read = await admin(api)
      .post('/__admin/notifications')
      .send({ username: 'teacher', message: 'x', status: 1 });
    expect(read.body.status).toBe(1);
    const ghost = await admin(api).post('/__admin/notifications').send({ username: 'ghost', message: 'x' });
    expect(ghost.status).toBe(404);
    expect(ghost.body.error).toBe('no user "ghost"');
    expect(
      (await admin(api).post('/__admin/notifications').send({ username: 'student', message: ' ' })).status,
    ).toBe(400);
  });
});

describe('/__admin/organisations', () => {
  it('adds, lists with member counts, and assigns (current on request)', async () => {
    const api = startFakeApi();
    const added = await admin(api).post('/__admin/organisations').send({ companyName: '水杉实验学校' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: 4, companyName: '水杉实验学校' });
    const assigned = await admin(api)
      .post('/__admin/organisations/assign')
      .send({ username: 'student', organisation: '水杉实验学校', current: true });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ currentCompanyId: 4 });
    expect(assigned.body.companyIds).toContain(4);
    const list = await admin(api).get('/__admin/organisations');
    expect(list.body.find((o: { id: number }) => o.id === 4)).toEqual({
      id: 4,
      companyName: '水杉实验学校',
      memberCount: 1,
    });
    const token = await api.login();
    const current = await api.call('GET', '/portal/current_company', { token, query: { isLogin: 'true' } });
    expect(current.body.data).toEqual({ id: 4, companyName: '水杉实验学校' });
  });

  it('refuses a duplicate name (409), an unknown user or organisation (404) and a bad body (400)', async () => {
    const api = startFakeApi();
    const dup = await admin(api).post('/__admin/organisations').send({ companyName: '水杉在线开放课程联盟' });
    expect(dup.status).toBe(409);
    expect(
      (await admin(api).post('/__admin/organisations/assign').send({ username: 'ghost', organisation: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await admin(api).post('/__admin/organisations/assign').send({ username: 'student', organisation: 99 }))
        .status,
    ).toBe(404);
    expect((await admin(api).post('/__admin/organisations').send({ name: 'x' })).status).toBe(400);
  });
});

describe('/__admin/seed', () => {
  const batch = {
    organisations: ['一中', '二中'],
    users: [
      { username: 'u1', password: 'Shui@2025', organisations: ['一中', '二中'] },
      { username: 'u2', password: 'Shui@2025', phone: '19000000002' },
    ],
    notifications: [
      { username: 'u1', message: 'a', status: 0, minutesAgo: 10, courseId: null },
      { username: 'student', message: 'b', status: 1, minutesAgo: 0, courseId: 101 },
    ],
  };

  it('adds organisations, users and notifications that refer to each other, and answers the totals', async () => {
    const api = startFakeApi();
    const res = await admin(api).post('/__admin/seed').send(batch);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      added: { organisations: 2, users: 2, notifications: 2 },
      totals: { organisations: 5, users: 33, notifications: 12 },
    });
    const token = await api.login('u1', 'Shui@2025');
    const companies = await api.call('GET', '/portal/companies', { token });
    expect(companies.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['一中', '二中']);
    const messages = await api.call('GET', '/resource/message', { token, query: { receiveUserId: 304 } });
    expect(messages.body.data).toHaveLength(1);
    const health = healthSchema.parse((await admin(api).get('/__admin/health')).body);
    expect(health).toMatchObject({ users: 33, notifications: 12, organisations: 5 });
  });

  it('adds nothing when one record is refused', async () => {
    const api = startFakeApi();
    const clash = await admin(api)
      .post('/__admin/seed')
      .send({
        ...batch,
        notifications: [
          ...batch.notifications,
          { username: 'nobody', message: 'c', status: 0, minutesAgo: 0, courseId: null },
        ],
      });
    expect(clash.status).toBe(404);
    expect(clash.body.error).toBe('no user "nobody" for a notification');
    const twice = await admin(api)
      .post('/__admin/seed')
      .send({ users: [{ username: 'x' }, { username: 'x' }] });
    expect(twice.status).toBe(409);
    const health = (await admin(api).get('/__admin/health')).body;
    expect(health).toMatchObject({ users: 31, notifications: 10, organisations: 3 });
  });

  it('refuses a body that does not match the contract', async () => {
    const api = startFakeApi();
    const res = await admin(api)
      .post('/__admin/seed')
      .send({ notifications: [{ username: 'student', message: 'x' }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^invalid seed: notifications\.0\.status/);
  });

  // Hashing 10,000 passwords one by one takes tens of seconds; shared, it is one scrypt call. What a seed
  // of 10,000 costs is bench/'s figure (bench/cli/run.ts: `shui seed --users 10000`), never an assertion
  // here: this proves the one hash, on a batch small enough to fail by the assertion, not the timeout,
  // when every user gets a hash of their own.
  it('adds users sharing a password with one hash', async () => {
    const api = startFakeApi();
    const users = Array.from({ length: 1_000 }, (_, i) => ({ username: `bulk${i}`, password: 'Shui@2025' }));
    const res = await admin(api).post('/__admin/seed').send({ users });
    expect(res.status).toBe(201);
    const hashes = new Set(users.map(({ username }) => api.store.findByUsername(username)?.passwordHash));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^scrypt\$/);
    expect(await api.login('bulk999', 'Shui@2025')).toBeTruthy();
  });
});

describe('/__admin/scenarios', () => {
  const scenario: Scenario = {
    name: 'exam-and-401',
    title: 't',
    catalogue: ['assistant-exam'],
    calls: ['GET /resource/message'],
    faults: [{ method: 'GET', path: '/resource/message', status: 401 }],
    settings: { examPeriod: true },
    steps: 's',
    sees: 's',
    test: 't',
  };

  it('applies faults and settings, lists it, and clearing restores the settings', async () => {
    const api = startFakeApi();
    const applied = await admin(api).post('/__admin/scenarios').send({ scenario, times: 2 });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ name: 'exam-and-401', previousSettings: { examPeriod: false } });
    const faults = (await admin(api).get('/__admin/faults')).body;
    expect(faults).toMatchObject([{ label: 'scenario:exam-and-401', remaining: 2, status: 401 }]);
    expect(api.store.settings.examPeriod).toBe(true);
    expect((await admin(api).get('/__admin/scenarios')).body.map((s: { name: string }) => s.name)).toEqual([
      'exam-and-401',
    ]);
    const cleared = await admin(api).delete('/__admin/scenarios/exam-and-401');
    expect(cleared.body).toEqual({ cleared: ['exam-and-401'] });
    expect(api.store.settings.examPeriod).toBe(false);
    expect((await admin(api).get('/__admin/faults')).body).toEqual([]);
  });

  it('re-applying replaces, clear-all restores the first values, reset forgets', async () => {
    const api = startFakeApi();
    await admin(api).post('/__admin/scenarios').send({ scenario });
    await admin(api).post('/__admin/scenarios').send({ scenario });
    expect((await admin(api).get('/__admin/faults')).body).toHaveLength(1);
    await admin(api)
      .post('/__admin/scenarios')
      .send({ scenario: { ...scenario, name: 'second', faults: [] } });
    expect((await admin(api).delete('/__admin/scenarios')).body).toEqual({
      cleared: ['second', 'exam-and-401'],
    });
    expect(api.store.settings.examPeriod).toBe(false);
    await admin(api).post('/__admin/scenarios').send({ scenario });
    await admin(api).post('/__admin/reset');
    expect((await admin(api).get('/__admin/scenarios')).body).toEqual([]);
  });

  it('404 for clearing one that is not applied, 400 for a scenario that does not match the contract', async () => {
    const api = startFakeApi();
    expect((await admin(api).delete('/__admin/scenarios/nope')).status).toBe(404);
    const bad = await admin(api)
      .post('/__admin/scenarios')
      .send({ scenario: { ...scenario, name: 'Bad Name' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/scenario\.name/);
  });
});

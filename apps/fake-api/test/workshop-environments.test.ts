import { describe, expect, it } from 'vitest';
import { fakeStateSchema, ML_WORKSHOP_ID, type WorkshopEnvironment } from '@shui/contract';
import { startFakeApi } from './harness';
import { LIST, CREATE, START, STOP, DELETE, envList, envOf, create, seconds } from './workshop-helpers';

describe("a user's environments", () => {
  it('go starting -> running over the start seconds of the clock, with progress, then stopping -> stopped', async () => {
    const api = startFakeApi();
    api.store.updateSettings({ environmentStartSeconds: 10, environmentStopSeconds: 4 });
    const token = await api.login();
    const res = await create(api, token, ML_WORKSHOP_ID);
    expect(res.body.respMsg).toBe('环境已创建，正在启动');
    const created = res.body.data as WorkshopEnvironment;
    expect(created).toMatchObject({
      projectId: ML_WORKSHOP_ID,
      projectTitle: '机器学习课程实训：从数据到模型',
      imageName: 'Python 3.11 数据科学',
      imageKind: 'jupyter',
      state: 'starting',
      progress: 0,
      secondsLeft: 10,
      url: null,
      stopTime: null,
      failReason: null,
    });

    seconds(api, 4);
    expect(await envOf(api, token, created.envId)).toMatchObject({
      state: 'starting',
      progress: 40,
      secondsLeft: 6,
    });

    seconds(api, 6);
    const running = await envOf(api, token, created.envId);
    expect(running).toMatchObject({ state: 'running', progress: 100, secondsLeft: 0 });
    expect(running.url).toMatch(/^\/__services\/workshop-env\?envId=\d+&key=[0-9a-f]{24}$/);

    const stop = await api.call('POST', STOP, { token, query: { envId: created.envId } });
    expect(stop.body.respMsg).toBe('环境正在停止');
    expect(stop.body.data).toMatchObject({ state: 'stopping', secondsLeft: 4, url: null });
    expect((stop.body.data as WorkshopEnvironment).stopTime).not.toBeNull();
    seconds(api, 4);
    expect(await envOf(api, token, created.envId)).toMatchObject({ state: 'stopped', progress: 0 });

    // Started again, it goes through starting once more.
    const again = await api.call('POST', START, { token, query: { envId: created.envId } });
    expect(again.body).toMatchObject({
      respMsg: '环境正在启动',
      data: { state: 'starting', stopTime: null },
    });
    seconds(api, 10);
    expect((await envOf(api, token, created.envId)).state).toBe('running');
  });

  it('lists the newest first, of one project when asked, with the quota and the active count', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const seeded = await envList(api, token);
    expect(seeded).toMatchObject({ quota: 2, active: 0 });
    expect(seeded.list.map((e) => [e.projectId, e.state])).toEqual([[202, 'stopped']]);
    await create(api, token, 201);
    seconds(api, 1);
    await create(api, token, ML_WORKSHOP_ID);
    const all = await envList(api, token);
    expect(all.list.map((e) => e.projectId)).toEqual([ML_WORKSHOP_ID, 201, 202]);
    expect(all.active).toBe(2);
    const one = await envList(api, token, 201);
    expect(one.list.map((e) => e.projectId)).toEqual([201]);
    expect(one.active).toBe(2);
    // The teacher sees none of them.
    expect((await envList(api, await api.login('teacher'))).list).toEqual([]);
  });

  it('refuses a start past the quota with 409 / 40901 and its message; a stop frees the place at once', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const first = (await create(api, token, 200)).body.data as WorkshopEnvironment;
    await create(api, token, 201);
    const third = await create(api, token, 203);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      respCode: 40901,
      respMsg: '运行中的环境已达上限（2 个），请先停止一个',
    });
    // Restarting the seeded stopped environment counts as well.
    const restart = await api.call('POST', START, { token, query: { envId: 1 } });
    expect(restart.body.respCode).toBe(40901);
    // Nothing was created by the refused call.
    expect((await envList(api, token)).list).toHaveLength(3);

    await api.call('POST', STOP, { token, query: { envId: first.envId } });
    expect((await create(api, token, 203)).body.respCode).toBe(20000);

    api.store.updateSettings({ environmentQuota: 1 });
    const refused = await create(api, token, 204);
    expect(refused.body.respMsg).toBe('运行中的环境已达上限（1 个），请先停止一个');
  });

  it('fails a start when environmentStartFails is set, once the start seconds are over; a retry may succeed', async () => {
    const api = startFakeApi();
    api.store.updateSettings({ environmentStartFails: true, environmentStartSeconds: 3 });
    const token = await api.login();
    const env = (await create(api, token, ML_WORKSHOP_ID)).body.data as WorkshopEnvironment;
    expect(env.state).toBe('starting');
    seconds(api, 3);
    const failed = await envOf(api, token, env.envId);
    expect(failed).toMatchObject({
      state: 'failed',
      url: null,
      failReason: '环境启动失败：资源调度超时，请重试',
    });
    // A failed environment holds no place of the quota and cannot be stopped.
    expect((await envList(api, token)).active).toBe(0);
    const stop = await api.call('POST', STOP, { token, query: { envId: env.envId } });
    expect(stop.body).toMatchObject({ respCode: 40900, respMsg: '环境未在运行，无需停止' });

    // The setting changed back, a retry starts it for real; the earlier start kept its own outcome.
    api.store.updateSettings({ environmentStartFails: false });
    await api.call('POST', START, { token, query: { envId: env.envId } });
    seconds(api, 3);
    expect(await envOf(api, token, env.envId)).toMatchObject({ state: 'running', failReason: null });
  });

  it('answers 409 for a second environment of a project, a start of a running one and a stop of a stopped one', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const again = await create(api, token, 202);
    expect(again.body).toMatchObject({ respCode: 40900, respMsg: '该实训已有环境，请在原环境上启动' });
    const env = (await create(api, token, 200)).body.data as WorkshopEnvironment;
    const start = await api.call('POST', START, { token, query: { envId: env.envId } });
    expect(start.body).toMatchObject({ respCode: 40900, respMsg: '环境正在运行或停止中，暂不能启动' });
    const stop = await api.call('POST', STOP, { token, query: { envId: 1 } });
    expect(stop.status).toBe(409);
  });

  it("answers 404 for an unknown project or environment, and for another user's environment", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const teacher = await api.login('teacher');
    expect((await create(api, token, 999)).body).toMatchObject({
      respCode: 40400,
      respMsg: '实训项目不存在',
    });
    for (const path of [START, STOP, DELETE]) {
      for (const [who, envId] of [
        [token, 999],
        [teacher, 1],
      ] as const) {
        const res = await api.call('POST', path, { token: who, query: { envId } });
        expect(res.status, path).toBe(404);
        expect(res.body.respMsg).toBe('环境不存在');
      }
    }
  });

  it('deletes an environment in any state, a running one too, which frees its place', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const env = (await create(api, token, 200)).body.data as WorkshopEnvironment;
    seconds(api, 5);
    expect((await envList(api, token)).active).toBe(1);
    const res = await api.call('POST', DELETE, { token, query: { envId: env.envId } });
    expect(res.body).toMatchObject({ respCode: 20000, respMsg: '环境已删除', data: null });
    const after = await envList(api, token);
    expect(after.active).toBe(0);
    expect(after.list.map((e) => e.envId)).toEqual([1]);
    // The project may have an environment again.
    expect((await create(api, token, 200)).body.respCode).toBe(20000);
  });

  it.each([LIST, CREATE, START, STOP, DELETE])('%s answers 401 without a token', async (path) => {
    const api = startFakeApi();
    const method = path === LIST ? 'GET' : 'POST';
    const res = await api.call(method, path, { query: path === CREATE ? { projectId: 200 } : { envId: 1 } });
    expect(res.status).toBe(401);
    expect(res.body.respCode).toBe(40100);
  });

  it.each([
    [CREATE, {}, "Required String parameter 'projectId' is not present"],
    [CREATE, { projectId: 0 }, '请求参数错误：projectId'],
    [START, { envId: 'one' }, '请求参数错误：envId'],
    [STOP, {}, "Required String parameter 'envId' is not present"],
    [DELETE, { envId: -1 }, '请求参数错误：envId'],
  ])('%s answers 400 for bad input %j, and changes nothing', async (path, query, message) => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('POST', path, { token, query });
    expect(res.status).toBe(400);
    expect(res.body.respMsg).toContain(message);
    expect((await envList(api, token)).list.map((e) => [e.envId, e.state])).toEqual([[1, 'stopped']]);
  });

  it('a state file written before the workshop still loads, with the workshop settings at their defaults', () => {
    const api = startFakeApi();
    const {
      workshopImages: _i,
      workshopProjects: _p,
      workshopEnvironments: _e,
      ...older
    } = structuredClone(api.store.snapshot());
    const {
      environmentStartSeconds: _s,
      environmentStopSeconds: _t,
      environmentStartFails: _f,
      environmentQuota: _q,
      ...settings
    } = older.settings;
    const parsed = fakeStateSchema.parse({ ...older, settings });
    expect(parsed.workshopEnvironments).toEqual([]);
    expect(parsed.settings).toMatchObject({
      environmentStartSeconds: 5,
      environmentStopSeconds: 2,
      environmentStartFails: false,
      environmentQuota: 2,
    });
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ML_WORKSHOP_ID,
  type WorkshopEnvironment,
  type WorkshopImage,
  type WorkshopProject,
} from '@shui/contract';
import { startFakeApi } from './harness';
import { PROJECTS, PROJECT, IMAGES, STOP, projects, envOf, create, seconds } from './workshop-helpers';

describe('the workshop catalogue', () => {
  it('lists the projects in catalogue order, a page at a time, with the image each runs on', async () => {
    const api = startFakeApi();
    const first = await projects(api);
    expect(first).toMatchObject({ total: 12, pageNum: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({
      projectId: ML_WORKSHOP_ID,
      title: '机器学习课程实训：从数据到模型',
      kind: 'training',
      imageName: 'Python 3.11 数据科学',
      imageKind: 'jupyter',
      deadline: null,
    });
    const second = await projects(api, { pageNum: 2 });
    expect(second.list.map((p) => p.projectId)).toEqual([210, 211]);
    expect((await projects(api, { pageNum: 9 })).list).toEqual([]);
  });

  it('filters by kind and searches title, summary and tags without regard to case', async () => {
    const api = startFakeApi();
    const competitions = await projects(api, { kind: 'competition' });
    expect(competitions.list.map((p) => p.projectId)).toEqual([206, 207]);
    // A competition has its deadline, at the end of a day.
    expect(competitions.list[0]?.deadline).toMatch(/^\d{4}-\d\d-\d\d 23:59:59$/);
    expect((await projects(api, { kind: 'jupyter' })).total).toBe(3);
    expect((await projects(api, { kind: 'cloudstudio' })).list.map((p) => p.projectId)).toEqual([211]);
    expect((await projects(api, { keyword: 'SQL' })).list.map((p) => p.projectId)).toEqual([202]);
    expect((await projects(api, { keyword: 'pytorch' })).list.map((p) => p.projectId)).toEqual([204, 210]);
    expect((await projects(api, { kind: 'training', keyword: '竞赛' })).total).toBe(0);
  });

  it("answers a project's page: introduction, image and a guide of steps in rich text as stored", async () => {
    const api = startFakeApi();
    const res = await api.call('GET', PROJECT, { query: { projectId: ML_WORKSHOP_ID } });
    const project = res.body.data as WorkshopProject;
    expect(project.image).toMatchObject({ imageId: 1, kind: 'jupyter', cpu: 2, memoryGb: 4 });
    expect(project.guide.map((s) => s.title)).toEqual([
      '准备环境与数据',
      '探索性数据分析',
      '特征工程与数据划分',
      '训练第一个模型',
      '交叉验证与调参',
      '整理与提交作业',
    ]);
    expect(project.guide.every((s) => s.minutes > 0 && s.contentHtml.includes('<p>'))).toBe(true);
    // Unsanitised, as a CMS stores it: the portal's allowlist removes the handler.
    expect(project.guide[0]?.contentHtml).toContain('onclick=');
  });

  it('lists the images, of one kind or all', async () => {
    const api = startFakeApi();
    const all = (await api.call('GET', IMAGES)).body.data as WorkshopImage[];
    expect(all.map((i) => i.kind)).toEqual([
      'jupyter',
      'jupyter',
      'jupyter',
      'desktop',
      'desktop',
      'cloudstudio',
    ]);
    const desktops = (await api.call('GET', IMAGES, { query: { kind: 'desktop' } })).body
      .data as WorkshopImage[];
    expect(desktops.map((i) => i.name)).toEqual(['Ubuntu 22.04 桌面', '数据库实验桌面']);
  });

  it.each([
    [PROJECTS, { kind: 'hadoop' }, '请求参数错误：kind'],
    [PROJECTS, { pageSize: 15 }, '请求参数错误：pageSize'],
    [PROJECTS, { keyword: 'x'.repeat(51) }, '请求参数错误：keyword'],
    [PROJECT, {}, "Required String parameter 'projectId' is not present"],
    [PROJECT, { projectId: 'abc' }, '请求参数错误：projectId'],
    [IMAGES, { kind: 'vm' }, '请求参数错误：kind'],
  ])('answers 400 for bad input: %s %j', async (path, query, message) => {
    const api = startFakeApi();
    const res = await api.call('GET', path, { query });
    expect(res.status).toBe(400);
    expect(res.body.respCode).toBe(40000);
    expect(res.body.respMsg).toContain(message);
  });

  it('answers 404 实训项目不存在 for a project nobody has', async () => {
    const api = startFakeApi();
    const res = await api.call('GET', PROJECT, { query: { projectId: 999 } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ respCode: 40400, respMsg: '实训项目不存在' });
  });
});

describe('GET /__services/workshop-env: the stand-in of a running environment', () => {
  it('shows the environment, its image and state, labelled as a stand-in the portal may frame', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const env = (await create(api, token, ML_WORKSHOP_ID)).body.data as WorkshopEnvironment;
    seconds(api, 5);
    const url = (await envOf(api, token, env.envId)).url!;
    const res = await request(api.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('本地替身页面');
    expect(res.text).toContain(`#${env.envId}`);
    expect(res.text).toContain('Python 3.11 数据科学');
    expect(res.text).toContain('运行中 running');
    expect(res.text).toContain('李同学（student）');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('http://127.0.0.1:*');
    expect(res.headers['x-frame-options']).toBeUndefined();

    // Once stopped, the same address says so.
    await api.call('POST', STOP, { token, query: { envId: env.envId } });
    const stopped = await request(api.app).get(url);
    expect(stopped.status).toBe(409);
    expect(stopped.text).toContain('停止中 stopping');
  });

  it('opens only with the access key of the environment', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const env = (await create(api, token, ML_WORKSHOP_ID)).body.data as WorkshopEnvironment;
    for (const url of [
      `/__services/workshop-env?envId=${env.envId}&key=wrong`,
      `/__services/workshop-env?envId=${env.envId}`,
      '/__services/workshop-env?envId=999&key=x',
      '/__services/workshop-env',
    ]) {
      const res = await request(api.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).toContain('环境不存在');
    }
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_KEYS,
  CS101_COURSE_ID,
  INSTITUTION_SCHOOLS,
  fakeStateSchema,
  type ChannelDetail,
  type ChannelNoticePage,
  type ChannelRankings,
  type ChannelSummary,
  type Institution,
} from '@shui/contract';
import { startFakeApi } from './harness';

const get = (api: ReturnType<typeof startFakeApi>, path: string, query?: Record<string, string | number>) =>
  api.call('GET', path, { query });

describe('the channel area', () => {
  it('lists every channel of /channel, in the seed order, with title, summary and update time', async () => {
    const api = startFakeApi();
    const res = await get(api, '/portal/channel/list');
    expect(res.status).toBe(200);
    const list = res.body.data as ChannelSummary[];
    expect(list.map((c) => c.key)).toEqual([...CHANNEL_KEYS]);
    expect(list[0]).toMatchObject({ key: 'nourish', title: '滋养计划' });
    expect(
      list.every((c) => c.summary.length > 10 && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(c.updateTime)),
    ).toBe(true);
  });

  it("answers a channel's page with its banner and its rich text as stored (the portal sanitises it)", async () => {
    const api = startFakeApi();
    const detail = (await get(api, '/portal/channel/detail', { channel: 'nourish' })).body
      .data as ChannelDetail;
    expect(detail).toMatchObject({ key: 'nourish', title: '滋养计划', videos: [] });
    expect(detail.banner.headline).toContain('滋养计划');
    // The seed's rich text carries what the portal's allowlist must strip.
    expect(detail.contentHtml).toContain('<script>');
    expect(detail.contentHtml).toContain('onclick=');
    expect(detail.contentHtml).toContain('javascript:');
  });

  it('answers the videos of excellentclass/video newest first, with the course hall course of each', async () => {
    const api = startFakeApi();
    const detail = (await get(api, '/portal/channel/detail', { channel: 'excellentclass-video' })).body
      .data as ChannelDetail;
    expect(detail.videos.length).toBeGreaterThanOrEqual(3);
    const times = detail.videos.map((v) => v.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(detail.videos[0]).toMatchObject({ title: '事务与并发控制：两阶段锁协议', courseId: 102 });
  });

  it('pages the notices newest first: 10 then the rest, an empty page past the last, total each time', async () => {
    const api = startFakeApi();
    const page = async (pageNum: number, pageSize = 10) =>
      (await get(api, '/portal/channel/notices', { channel: 'nourish', pageNum, pageSize })).body
        .data as ChannelNoticePage;
    const first = await page(1);
    expect(first).toMatchObject({ total: 12, pageNum: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ title: '关于申报本年度滋养计划示范课程的通知', status: 1 });
    const second = await page(2);
    expect(second.list).toHaveLength(2);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((n) => n.id)).size).toBe(12);
    expect(all.map((n) => n.time)).toEqual(
      all
        .map((n) => n.time)
        .sort()
        .reverse(),
    );
    expect(all.some((n) => n.status === 0) && all.some((n) => n.status === 1)).toBe(true);
    expect(await page(3)).toMatchObject({ list: [], total: 12, pageNum: 3 });
    expect((await page(1, 20)).list).toHaveLength(12);
    // Defaults: the first page of 10.
    const plain = (await get(api, '/portal/channel/notices', { channel: 'nourish' })).body
      .data as ChannelNoticePage;
    expect(plain).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('refuses a page size the pager does not offer, a page 0 and a missing channel with 400', async () => {
    const api = startFakeApi();
    for (const query of [
      { channel: 'nourish', pageSize: 15 },
      { channel: 'nourish', pageNum: 0 },
      { channel: 'nourish', pageNum: 'two' },
      { channel: 'Nourish<script>' },
    ] as Record<string, string | number>[]) {
      const res = await get(api, '/portal/channel/notices', query);
      expect({ query, status: res.status, respCode: res.body.respCode }).toEqual({
        query,
        status: 400,
        respCode: 40000,
      });
    }
    const missing = await get(api, '/portal/channel/notices');
    expect(missing.body.respMsg).toBe("Required String parameter 'channel' is not present");
  });

  it('answers the ranking highest first under its name, and the hot list newest first', async () => {
    const api = startFakeApi();
    const data = (await get(api, '/portal/channel/rankings', { channel: 'dase' })).body
      .data as ChannelRankings;
    expect(data.rankingName).toBe('本周访问量');
    const nums = data.rankings.map((r) => r.num);
    expect(nums).toEqual([...nums].sort((a, b) => b - a));
    expect(data.rankings[0]).toEqual({ title: '学院概况', num: 4210 });
    const times = data.hot.map((h) => h.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.hot[0]?.title).toBe('我院团队获国际数据库会议最佳论文奖');
  });

  it('answers an unknown channel, product or school with a 404 envelope, never a 500', async () => {
    const api = startFakeApi();
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/portal/channel/detail', { channel: 'unknown' }, '频道不存在'],
      ['/portal/channel/notices', { channel: 'unknown' }, '频道不存在'],
      ['/portal/channel/rankings', { channel: 'unknown' }, '频道不存在'],
      ['/portal/channel/dataset', { product: 'unknown' }, '数据集不存在'],
      ['/portal/institution/detail', { school: 'mit' }, '院校课程不存在'],
    ];
    for (const [path, query, respMsg] of cases) {
      const res = await get(api, path, query);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { respCode: 40400, respMsg, data: null },
      });
    }
  });

  it("answers a product's data sets with their format, size and licence", async () => {
    const api = startFakeApi();
    const res = await get(api, '/portal/channel/dataset', { product: 'fintech' });
    expect(res.body.data).toMatchObject({ product: 'fintech', title: '金融科技数据集' });
    const { datasets } = res.body.data as {
      datasets: Array<{ name: string; format: string; records: number }>;
    };
    expect(datasets.map((d) => d.format)).toEqual(['CSV', 'CSV', 'Parquet']);
    expect(datasets.every((d) => d.records > 0)).toBe(true);
  });
});

describe('the institution pages', () => {
  it('has a course for each of /cs101, /guet and /seu; only CS101 has the special assistant', async () => {
    const api = startFakeApi();
    const bySchool = new Map<string, Institution>();
    for (const school of INSTITUTION_SCHOOLS) {
      bySchool.set(
        school,
        (await get(api, '/portal/institution/detail', { school })).body.data as Institution,
      );
    }
    expect(bySchool.get('cs101')).toMatchObject({
      schoolName: '华东师范大学',
      assistant: true,
      courseId: CS101_COURSE_ID,
    });
    expect(bySchool.get('guet')).toMatchObject({
      schoolName: '桂林电子科技大学',
      assistant: false,
      courseId: null,
    });
    expect(bySchool.get('seu')).toMatchObject({ schoolName: '东南大学', assistant: false });
    for (const course of bySchool.values()) {
      expect(course.chapters.length).toBeGreaterThan(2);
      expect(course.teachers.length).toBeGreaterThan(0);
    }
  });

  it('links the course hall only while the course hall has the course', async () => {
    const api = startFakeApi();
    api.store.data.courses = api.store.data.courses.filter((c) => c.id !== CS101_COURSE_ID);
    const res = await get(api, '/portal/institution/detail', { school: 'cs101' });
    expect(res.body.data).toMatchObject({ school: 'cs101', courseId: null });
  });

  it('is public: a visitor reads it, and a stale token sent along is ignored', async () => {
    const api = startFakeApi();
    const res = await api.call('GET', '/portal/institution/detail', {
      query: { school: 'seu' },
      token: 'stale-token',
    });
    expect(res.status).toBe(200);
  });
});

describe('the channel state', () => {
  it('goes out with the export, comes back with an import, and reset brings back the seed', async () => {
    const api = startFakeApi();
    const exported = (await request(api.app).get('/__admin/state')).body as Record<string, unknown> & {
      channels: Array<{ key: string; notices: unknown[] }>;
    };
    expect(exported.channels.map((c) => c.key)).toEqual([...CHANNEL_KEYS]);
    const nourish = exported.channels.find((c) => c.key === 'nourish')!;
    nourish.notices = [];
    expect((await request(api.app).put('/__admin/state').send(exported)).status).toBe(200);
    const emptied = (await get(api, '/portal/channel/notices', { channel: 'nourish' })).body.data;
    expect(emptied).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });

    await request(api.app).post('/__admin/reset');
    const back = (await get(api, '/portal/channel/notices', { channel: 'nourish' })).body
      .data as ChannelNoticePage;
    expect(back.total).toBe(12);
  });

  it('a state file written before the channels existed still loads (with no channels)', () => {
    const api = startFakeApi();
    const {
      channels: _c,
      channelDatasets: _d,
      institutions: _i,
      ...older
    } = structuredClone(api.store.snapshot());
    const parsed = fakeStateSchema.parse(older);
    expect(parsed.channels).toEqual([]);
    expect(parsed.institutions).toEqual([]);
  });
});

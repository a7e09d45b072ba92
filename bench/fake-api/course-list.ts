import { Agent } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mintToken, startFakeApi } from '../lib/fake-api';
import { freePort } from '../lib/free-port';
import { httpCall, postJson } from '../lib/http-call';
import { percentile, round, sortedNumbers } from '../lib/stats';
import { formatTable, num } from '../lib/table';

/**
 * The course list with a big catalogue: the fake API (as `pnpm fake-api` runs it, --state memory) gets
 * COURSES courses more through the control plane, then each variant of `GET /portal/course/list` is
 * called CALLS times in a row on one keep-alive connection after WARMUP calls; the client-side time
 * includes the loopback round trip. Goal (printed, never asserted): p95 < 20 ms. Bounded: a few seconds.
 */
const COURSES = Number(process.env.BENCH_COURSES ?? 1000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARMUP = 20;
const GOAL_MS = 20;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const subjects = [
  '数据挖掘',
  '机器学习',
  '数据库',
  '统计学',
  '数据可视化',
  '分布式计算',
  '自然语言处理',
  '运筹学',
];
const courses = Array.from({ length: COURSES }, (_, i) => ({
  name: `${subjects[i % subjects.length]}专题 ${i + 1}`,
  teacher: i % 3 === 0 ? 'zhaolin' : 'teacher',
  tag: (i % 4) + 1,
  intro: '基准测试生成的课程',
}));

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startFakeApi(repoRoot, port);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const seeded = await postJson(`${server.origin}/__admin/courses/bulk`, { courses }, agent);
    if (seeded.status !== 201) throw new Error(`seeding courses: ${seeded.status} ${seeded.body.toString()}`);
    const total = (JSON.parse(seeded.body.toString()) as { total: number }).total;
    const token = await mintToken(server.origin, 'student', agent);

    const variants: Array<{ what: string; query: string; token?: boolean }> = [
      { what: 'page 1 of 20, visitor', query: 'pageNum=1&pageSize=20' },
      { what: 'page 30 of 20, logged in', query: 'pageNum=30&pageSize=20', token: true },
      {
        what: 'keyword 数据, 50 a page',
        query: `keyword=${encodeURIComponent('数据')}&pageSize=50`,
        token: true,
      },
      { what: 'tag 3, page 5 of 10', query: 'tag=3&pageNum=5&pageSize=10' },
    ];
    const rows = [];
    for (const variant of variants) {
      const url = `${server.origin}/portal/course/list?${variant.query}`;
      const headers: Record<string, string> = variant.token ? { Authorization: `Bearer ${token}` } : {};
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < WARMUP + CALLS; i += 1) {
        const started = performance.now();
        const answer = await httpCall(url, { headers, agent });
        const ms = performance.now() - started;
        if (answer.status !== 200) throw new Error(`${variant.what}: HTTP ${answer.status}`);
        if (i >= WARMUP) times.push(ms);
        bytes = answer.body.length;
      }
      const sorted = sortedNumbers(times);
      const p95 = percentile(sorted, 95);
      rows.push([
        variant.what,
        num(percentile(sorted, 50), 2),
        num(p95, 2),
        num(sorted[sorted.length - 1], 2),
        round(bytes / 1024, 1),
        p95 < GOAL_MS ? 'PASS' : 'MISS',
      ]);
    }
    console.log(
      `GET /portal/course/list over ${total.toLocaleString('en')} courses, ${CALLS} sequential calls each (ms)`,
    );
    console.log(formatTable(['variant', 'p50', 'p95', 'max', 'KiB', `p95 < ${GOAL_MS} ms`], rows));
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();

import { Agent } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/free-port';
import { fakeApiLaunch, mintToken } from '../lib/fake-api';
import { httpCall } from '../lib/http-call';
import { loadGenerator, type LoadGenerator, type LoadResult } from '../lib/load';
import { describeMachine } from '../lib/machine';
import { readMemory, treeRssMb } from '../lib/proc';
import { writeResults } from '../lib/report';
import { startServer, stopAllServers, stopServersOnExit, type RunningServer } from '../lib/servers';
import { median, percentile, round, sortedNumbers } from '../lib/stats';
import { formatTable, num } from '../lib/table';
import { CANNED_PATH, cannedEnv, type CannedAnswer } from './canned-answer';
import { measureWrites, WRITE_CLIENTS, type WriteResult } from './writes';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../..');
const RESULTS_FILE = resolve(HERE, '../results/fake-api.json');

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const CONNECTIONS = 50;
/** Seconds of each round's load (wrk takes whole seconds). */
const DURATION_SEC = positiveNumber('BENCH_DURATION', 5);
const WARMUP_SEC = Math.min(2, DURATION_SEC);
const ROUNDS = Math.max(1, Math.round(positiveNumber('BENCH_ROUNDS', 3)));
const STARTS = Math.max(1, Math.round(positiveNumber('BENCH_STARTS', 5)));
const RESET_WARMUP = 20;
const RESET_CALLS = 200;
const GOALS = { fakeVsRaw: 0.25, startupMs: 200, rssMb: 110, resetMs: 10 };

interface Target {
  key: 'raw' | 'express' | 'fake';
  name: string;
  launch: (port: number) => { command: string; args: string[]; healthPath: string };
  /** Headers the loaded call needs. */
  headers: (server: RunningServer) => Promise<Record<string, string>>;
}

interface TargetResult {
  name: string;
  /** Median of the rounds. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  rounds: Array<{ reqPerSec: number; p50Ms: number; p99Ms: number }>;
  /** Summed over the rounds. */
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  startupMs: number;
  startupSamplesMs: number[];
  /** The fake API's own "ready in N ms" (performance.now() of the server process at listen). */
  inProcessReadyMs: number | undefined;
  rssMb: number | undefined;
  peakRssMb: number | undefined;
  treeRssMb: number | undefined;
}

const fakeApi: Target = {
  key: 'fake',
  name: 'fake API',
  launch: (port) => fakeApiLaunch(port),
  headers: async (server) => ({ Authorization: `Bearer ${await mintToken(server.origin)}` }),
};

const baseline = (key: Target['key'], name: string, file: string): Target => ({
  key,
  name,
  launch: (port) => ({
    command: process.execPath,
    args: [relative(REPO_ROOT, resolve(HERE, file)), '--port', String(port)],
    healthPath: CANNED_PATH,
  }),
  headers: () => Promise.resolve({}),
});

const TARGETS: readonly Target[] = [
  baseline('raw', 'raw node:http', 'raw-server.mjs'),
  baseline('express', 'bare Express 5', 'express-server.mjs'),
  fakeApi,
];

function start(target: Target, port: number, env?: Record<string, string>): Promise<RunningServer> {
  return startServer({ name: target.name, cwd: REPO_ROOT, port, env, ...target.launch(port) });
}

function inProcessReadyMs(server: RunningServer): number | undefined {
  const match = /ready on \S+ in (\d+) ms/.exec(server.output());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function contentTypeOf(headers: { 'content-type'?: string }): string {
  return headers['content-type'] ?? '';
}

/** The bytes and content type the fake API answers for the loaded call. */
async function fetchCannedAnswer(): Promise<CannedAnswer> {
  const server = await start(fakeApi, await freePort());
  try {
    const answer = await httpCall(server.origin + CANNED_PATH, { headers: await fakeApi.headers(server) });
    if (answer.status !== 200) throw new Error(`GET ${CANNED_PATH} answered ${answer.status}`);
    return { body: answer.body, contentType: contentTypeOf(answer.headers) };
  } finally {
    await server.stop();
  }
}

/** The load would be meaningless if a target answered anything else. */
async function expectCanned(server: RunningServer, headers: Record<string, string>, canned: CannedAnswer) {
  const answer = await httpCall(server.origin + CANNED_PATH, { headers });
  const contentType = contentTypeOf(answer.headers);
  if (answer.status !== 200 || !answer.body.equals(canned.body) || contentType !== canned.contentType) {
    throw new Error(
      `${server.name} answered ${answer.status} ${contentType} ${answer.body.toString('utf8')}; expected ` +
        `200 ${canned.contentType} ${canned.body.toString('utf8')}`,
    );
  }
}

const optionalRound = (value: number | undefined) => (value === undefined ? undefined : round(value));

const progress = (text: string) => console.log(`  · ${text}`);

interface Started {
  target: Target;
  server: RunningServer;
  headers: Record<string, string>;
  startupSamplesMs: number[];
  readyTimes: number[];
}

/** `STARTS` starts (the last one stays up), the answer checked, then a warm-up load. */
async function startAndWarm(target: Target, canned: CannedAnswer, load: LoadGenerator): Promise<Started> {
  const samples: number[] = [];
  const readyTimes: number[] = [];
  let server: RunningServer | undefined;
  for (let i = 0; i < STARTS; i++) {
    if (server) await server.stop();
    server = await start(target, await freePort(), cannedEnv(canned));
    samples.push(server.startupMs);
    const ready = inProcessReadyMs(server);
    if (ready !== undefined) readyTimes.push(ready);
  }
  if (!server) throw new Error('no server started');
  progress(`${target.name}: ${STARTS} starts, median ${num(median(samples), 0)} ms; pid ${server.pid}`);
  const headers = await target.headers(server);
  await expectCanned(server, headers, canned);
  await load.run({
    url: server.origin + CANNED_PATH,
    headers,
    connections: CONNECTIONS,
    durationSec: WARMUP_SEC,
  });
  return { target, server, headers, startupSamplesMs: samples, readyTimes };
}

function summarise(started: Started, loads: LoadResult[]): TargetResult {
  const memory = readMemory(started.server.pid);
  const sum = (pick: (l: LoadResult) => number) => loads.reduce((total, l) => total + pick(l), 0);
  return {
    name: started.target.name,
    reqPerSec: round(median(loads.map((l) => l.reqPerSec))),
    p50Ms: round(median(loads.map((l) => l.p50Ms)), 3),
    p99Ms: round(median(loads.map((l) => l.p99Ms)), 3),
    rounds: loads.map((l) => ({
      reqPerSec: round(l.reqPerSec),
      p50Ms: round(l.p50Ms, 3),
      p99Ms: round(l.p99Ms, 3),
    })),
    requests: sum((l) => l.requests),
    non2xx: sum((l) => l.non2xx),
    errors: sum((l) => l.errors),
    timeouts: sum((l) => l.timeouts),
    startupMs: round(median(started.startupSamplesMs)),
    startupSamplesMs: started.startupSamplesMs.map((ms) => round(ms)),
    inProcessReadyMs: started.readyTimes.length ? median(started.readyTimes) : undefined,
    rssMb: optionalRound(memory?.rssMb),
    peakRssMb: optionalRound(memory?.peakRssMb),
    treeRssMb: optionalRound(treeRssMb(started.server.launcherPid)),
  };
}

/** Client-observed: includes the HTTP round trip on loopback, one keep-alive connection. */
async function measureReset(origin: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = async () => {
    const started = performance.now();
    const answer = await httpCall(`${origin}/__admin/reset`, { method: 'POST', agent });
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`POST /__admin/reset answered ${answer.status}`);
    return ms;
  };
  try {
    for (let i = 0; i < RESET_WARMUP; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < RESET_CALLS; i++) times.push(await call());
    const sorted = sortedNumbers(times);
    return {
      calls: RESET_CALLS,
      medianMs: round(percentile(sorted, 50), 3),
      p95Ms: round(percentile(sorted, 95), 3),
      minMs: round(percentile(sorted, 0), 3),
      maxMs: round(percentile(sorted, 100), 3),
    };
  } finally {
    agent.destroy();
  }
}

function check(pass: boolean, text: string) {
  return { pass, line: `${pass ? 'PASS' : 'MISS'}  ${text}` };
}

async function main() {
  stopServersOnExit();
  const machine = describeMachine();
  const load = loadGenerator();
  console.log(
    `Fake API benchmark: GET ${CANNED_PATH}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ` +
      `${DURATION_SEC} s per server after a ${WARMUP_SEC} s warm-up, on 127.0.0.1`,
  );
  console.log(`load generator: ${load.description}`);
  console.log(
    `${machine.node}, ${machine.platform}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, ` +
      `load average ${machine.loadAverage1m}`,
  );
  if (machine.loadAverage1m > machine.cpus / 2) {
    console.log('  (the machine is busy: expect noisy figures)');
  }

  const canned = await fetchCannedAnswer();
  progress(`fake API answers ${canned.body.length} bytes, ${canned.contentType}`);

  const started: Started[] = [];
  const results = {} as Record<Target['key'], TargetResult>;
  let reset: Awaited<ReturnType<typeof measureReset>> | undefined;
  try {
    for (const target of TARGETS) started.push(await startAndWarm(target, canned, load));
    // Rounds alternate the servers, so a change in the machine's load falls on all three alike.
    const loads = started.map(() => [] as LoadResult[]);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [i, s] of started.entries()) {
        const result = await load.run({
          url: s.server.origin + CANNED_PATH,
          headers: s.headers,
          connections: CONNECTIONS,
          durationSec: DURATION_SEC,
        });
        loads[i]?.push(result);
        progress(`round ${r + 1}/${ROUNDS} ${s.target.name}: ${num(result.reqPerSec, 0)} req/s`);
      }
    }
    // RSS is read after every round's load, before anything else touches the servers.
    for (const [i, s] of started.entries()) results[s.target.key] = summarise(s, loads[i] ?? []);
    const fakeServer = started.find((s) => s.target.key === 'fake')?.server;
    if (!fakeServer) throw new Error('the fake API was not started');
    progress(`fake API: ${RESET_CALLS} sequential POST /__admin/reset`);
    reset = await measureReset(fakeServer.origin);
  } finally {
    for (const s of started) await s.server.stop();
  }
  const writes: WriteResult[] = [];
  for (const state of ['memory', 'file'] as const) {
    progress(`fake API --state ${state}: ${WRITE_CLIENTS} clients writing for ${DURATION_SEC} s`);
    writes.push(await measureWrites(REPO_ROOT, state, DURATION_SEC));
  }
  const { raw, express, fake } = results;
  const ratios = {
    fakeVsRaw: round(fake.reqPerSec / raw.reqPerSec, 3),
    fakeVsExpress: round(fake.reqPerSec / express.reqPerSec, 3),
    expressVsRaw: round(express.reqPerSec / raw.reqPerSec, 3),
  };

  console.log('');
  console.log(
    formatTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'startup ms', '(min-max)', 'RSS MB', 'peak MB', 'tree MB'],
      [raw, express, fake].map((r) => [
        r.name,
        num(r.reqPerSec, 0),
        num(r.p50Ms, 2),
        num(r.p99Ms, 2),
        num(r.startupMs, 0),
        `${num(Math.min(...r.startupSamplesMs), 0)}-${num(Math.max(...r.startupSamplesMs), 0)}`,
        num(r.rssMb),
        num(r.peakRssMb),
        num(r.treeRssMb),
      ]),
    ),
  );
  console.log('');
  console.log(
    `load         ${load.description}; req/s, p50 and p99 are medians of ${ROUNDS} rounds ` +
      `(req/s per round: ${[raw, express, fake].map((r) => `${r.name} ${r.rounds.map((x) => num(x.reqPerSec, 0)).join(' / ')}`).join('; ')})`,
  );
  console.log(
    `req/s ratio  fake/raw ${num(ratios.fakeVsRaw, 2)}   fake/express ${num(ratios.fakeVsExpress, 2)}   ` +
      `express/raw ${num(ratios.expressVsRaw, 2)}`,
  );
  console.log(
    `reset        POST /__admin/reset ×${reset.calls}: median ${num(reset.medianMs, 2)} ms, ` +
      `p95 ${num(reset.p95Ms, 2)} ms (client-observed on loopback, HTTP round trip included)`,
  );
  for (const w of writes) {
    console.log(
      `writes       --state ${w.state.padEnd(6)} ${num(w.writesPerSec, 0)} writes/s, p50 ${num(w.p50Ms, 2)} ms, ` +
        `p99 ${num(w.p99Ms, 2)} ms (POST /__admin/notifications, ${WRITE_CLIENTS} Node clients, ` +
        `${num(w.writes, 0)} writes${w.failed ? `, ${w.failed} not 201` : ''})`,
    );
  }
  console.log(
    `startup      median of ${STARTS} starts, spawn of node until the first 2xx health answer; ` +
      `fake API's own log says ready at ${num(fake.inProcessReadyMs, 0)} ms of its process`,
  );
  console.log(
    'RSS          VmRSS of the listening process after all rounds of load; peak = VmHWM; tree = launcher, ' +
      'server and their children',
  );
  for (const r of [raw, express, fake]) {
    if (r.non2xx || r.errors || r.timeouts) {
      console.log(`WARNING      ${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
  }

  const checks = [
    check(
      ratios.fakeVsRaw >= GOALS.fakeVsRaw,
      `fake/raw req/s ${num(ratios.fakeVsRaw, 2)} >= ${GOALS.fakeVsRaw}`,
    ),
    check(
      fake.startupMs < GOALS.startupMs,
      `fake API startup ${num(fake.startupMs, 0)} ms < ${GOALS.startupMs} ms`,
    ),
    check(
      fake.rssMb !== undefined && fake.rssMb < GOALS.rssMb,
      `fake API RSS after load ${num(fake.rssMb)} MB < ${GOALS.rssMb} MB`,
    ),
    check(reset.p95Ms < GOALS.resetMs, `reset p95 ${num(reset.p95Ms, 2)} ms < ${GOALS.resetMs} ms`),
  ];
  console.log('');
  for (const c of checks) console.log(c.line);

  writeResults(RESULTS_FILE, REPO_ROOT, machine, {
    loadGenerator: { name: load.name, description: load.description },
    settings: {
      path: CANNED_PATH,
      connections: CONNECTIONS,
      durationSec: DURATION_SEC,
      warmupSec: WARMUP_SEC,
      rounds: ROUNDS,
      starts: STARTS,
      resetCalls: RESET_CALLS,
      responseBytes: canned.body.length,
      contentType: canned.contentType,
    },
    targets: results,
    ratios,
    reset,
    writes,
    goals: GOALS,
    checks: checks.map((c) => c.line),
  });
}

main().catch(async (error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await stopAllServers();
  process.exitCode = 1;
});

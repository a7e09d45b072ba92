import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mintToken, startFakeApi } from '../lib/fake-api';
import { freePort } from '../lib/free-port';
import { httpCall } from '../lib/http-call';
import { describeMachine } from '../lib/machine';
import { readMemory } from '../lib/proc';
import { stopAllServers, stopServersOnExit } from '../lib/servers';
import { median, round } from '../lib/stats';
import { formatTable, num } from '../lib/table';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../..');
const RESULTS_FILE = resolve(HERE, '../results/cli.json');
const SHUI = resolve(REPO_ROOT, 'cli/bin/shui.mjs');

const USERS = 10_000;
const NOTIFICATIONS = 100_000;
const OWN_NOTIFICATIONS = 10_000;
const LIST_CALLS = 15;
const GOALS = { seedMs: 5000, rssMb: 300, listMs: 50 };

/** Runs the real `shui` bin, as a user would, and times it from spawn to exit. */
function shui(api: string, args: string[]): { ms: number; stdout: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [SHUI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SHUI_API: api, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`shui ${args.join(' ')} exited ${run.status}:\n${run.stderr}`);
  return { ms, stdout: run.stdout };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; 10 ms ticks). */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function main() {
  stopServersOnExit();
  const machine = describeMachine();
  console.log(
    `CLI bench on ${machine.cpus} CPU(s) (${machine.cpuModel}), load ${machine.loadAverage1m}, Node ${machine.node}`,
  );
  const port = await freePort();
  const server = await startFakeApi(REPO_ROOT, port);
  try {
    // A first run builds the CLI bundle if a source changed; it is not what a user waits for each time.
    shui(server.origin, ['status']);
    const idleRss = readMemory(server.pid)?.rssMb;

    const seed = shui(server.origin, [
      'seed',
      '--users',
      String(USERS),
      '--notifications',
      String(NOTIFICATIONS),
      '--seed',
      '1',
      '--json',
    ]);
    const seeded = JSON.parse(seed.stdout) as { ms: number; added: { users: number; notifications: number } };
    const memory = readMemory(server.pid);

    // One user with 10,000 notifications: the default student, given them on top of the 100,000.
    shui(server.origin, [
      'seed',
      '--notifications',
      String(OWN_NOTIFICATIONS),
      '--to',
      'student',
      '--seed',
      '2',
    ]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const token = await mintToken(server.origin, 'student', agent);
    const times: number[] = [];
    let count = 0;
    let cpuBefore: number | undefined;
    for (let i = 0; i < LIST_CALLS + 2; i++) {
      if (i === 2) cpuBefore = cpuMs(server.pid);
      const started = performance.now();
      const answer = await httpCall(`${server.origin}/resource/message?receiveUserId=1`, {
        headers: { Authorization: `Bearer ${token}` },
        agent,
        timeoutMs: 30_000,
      });
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`GET /resource/message answered ${answer.status}`);
      count = (JSON.parse(answer.body.toString('utf8')) as { data: unknown[] }).data.length;
      if (i >= 2) times.push(ms);
    }
    agent.destroy();
    const listMs = median(times);
    const cpuAfter = cpuMs(server.pid);
    const listCpuMs =
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / LIST_CALLS;

    const rows = [
      [
        `shui seed --users ${USERS} --notifications ${NOTIFICATIONS} (spawn to exit)`,
        `${num(seed.ms / 1000, 2)} s`,
        `< ${GOALS.seedMs / 1000} s`,
        verdict(seed.ms < GOALS.seedMs),
      ],
      [
        'fake API RSS after it (VmRSS; peak VmHWM)',
        `${num(memory?.rssMb)} MiB (peak ${num(memory?.peakRssMb)})`,
        `< ${GOALS.rssMb} MiB`,
        memory ? verdict(memory.rssMb < GOALS.rssMb) : 'n/a',
      ],
      [
        `GET /resource/message, ${count.toLocaleString('en')} notifications (median of ${LIST_CALLS})`,
        `${num(listMs)} ms`,
        `< ${GOALS.listMs} ms`,
        verdict(listMs < GOALS.listMs),
      ],
    ];
    console.log(formatTable(['measure', 'value', 'goal', ''], rows));
    console.log(
      `the fake API's own CPU time per list call: ${num(listCpuMs)} ms (what the call costs on an idle machine, ` +
        'less the network; the wall time above also waits for the CPU under load)',
    );
    console.log(
      `(the seed command's own figure: ${num(seeded.ms / 1000, 2)} s from its start; fake API RSS before: ${num(idleRss)} MiB)`,
    );
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          machine,
          seedMs: round(seed.ms),
          seedInCommandMs: seeded.ms,
          added: seeded.added,
          rssMb: memory ? round(memory.rssMb) : null,
          peakRssMb: memory ? round(memory.peakRssMb) : null,
          idleRssMb: idleRss === undefined ? null : round(idleRss),
          list: {
            notifications: count,
            medianMs: round(listMs, 2),
            serverCpuMsPerCall: listCpuMs === undefined ? null : round(listCpuMs, 2),
            samplesMs: times.map((t) => round(t, 2)),
          },
          goals: GOALS,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`results: ${relative(process.cwd(), RESULTS_FILE)}`);
  } finally {
    await server.stop();
    await stopAllServers();
  }
}

await main();

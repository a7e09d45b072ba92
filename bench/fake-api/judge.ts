import { Agent } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mintToken, startFakeApi } from '../lib/fake-api';
import { freePort } from '../lib/free-port';
import { httpCall } from '../lib/http-call';
import { percentile, sortedNumbers } from '../lib/stats';
import { formatTable, num } from '../lib/table';

/**
 * The calibration field's judge (docs/decisions.md 37), through the fake API as `pnpm fake-api` runs
 * it (--state memory):
 * 1. a right answer to a simple Python question, judged after the runtime is warm: time from the submit
 *    to the verdict, ROUNDS times, each after the next runner had time to load (goal < 1 s);
 * 2. BURST submissions at once (from BURST / 2 users: two each may be judged at once) while a client
 *    calls GET /sys/users/current in a loop: that call's p50 / p99 during the burst, beside the same
 *    loop with no judging (goal: other calls keep being answered; p99 printed).
 * 3. RUNAWAY users each submitting an endless loop again as soon as it is judged (time-limit), for
 *    RUNAWAY_MS: meanwhile GET /sys/users/current in a loop (goal p99 <= 200 ms) and, once every runaway
 *    user has had a loop judged, another user's right answer, submitted RIGHT_ROUNDS times, from submit
 *    to verdict (goal <= 3 s each: the fair queue lets it in at the next free slot, within one case
 *    limit).
 * Printed, never asserted. Bounded: about two minutes.
 */
const ROUNDS = Number(process.env.BENCH_JUDGE_ROUNDS ?? 5);
const BURST = Number(process.env.BENCH_JUDGE_BURST ?? 10);
const GOAL_MS = 1_000;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const USERS = ['student', 'teacher', '10215501001', '10235501101', '10235501102', '10235501103'];

const RUNAWAY = Number(process.env.BENCH_JUDGE_RUNAWAY ?? 10);
const RUNAWAY_MS = Number(process.env.BENCH_JUDGE_RUNAWAY_MS ?? 30_000);
const RIGHT_ROUNDS = Number(process.env.BENCH_JUDGE_RIGHT_ROUNDS ?? 5);
const LOOP = 'while True:\n    pass\n';
const P99_GOAL_MS = 200;
const VERDICT_GOAL_MS = 3_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startFakeApi(repoRoot, port);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const json = { 'Content-Type': 'application/json' };
  // Calls that may sit idle longer than the fake API's keep-alive (5 s) use a connection each.
  let callAgent: Agent | false = agent;
  const call = async (path: string, token: string, body?: object) => {
    const answer = await httpCall(`${server.origin}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
      agent: callAgent,
    });
    return {
      status: answer.status,
      json: JSON.parse(answer.body.toString()) as { data: Record<string, unknown> },
    };
  };
  const tokenOf = (username: string) => mintToken(server.origin, username, agent);
  /** Submits and polls every `pollMs`; answers the time from the submit to the verdict. */
  const judge = async (token: string, code = RIGHT, pollMs = 10) => {
    const started = performance.now();
    const submitted = await call('/portal/question/submit', token, { questionId: 1, code });
    if (submitted.status !== 200) throw new Error(`submit: HTTP ${submitted.status}`);
    const id = submitted.json.data.submissionId as number;
    for (;;) {
      const seen = await call(`/portal/question/submission?submissionId=${id}`, token);
      const verdict = seen.json.data.verdict as string;
      if (verdict !== 'judging') return { ms: performance.now() - started, verdict };
      await sleep(pollMs);
    }
  };
  try {
    const tokens = await Promise.all(USERS.slice(0, Math.max(1, Math.ceil(BURST / 2))).map(tokenOf));
    const me = tokens[0]!;
    // Opening a Python question warms the judge; the first verdict also waits for the snapshot cache.
    await call('/portal/question/detail?questionId=1', me);
    const first = await judge(me);
    const warm: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      await sleep(3_000); // the next runner loads meanwhile, as it does between a user's submissions
      const { ms, verdict } = await judge(me);
      if (verdict !== 'accepted') throw new Error(`the right answer was judged ${verdict}`);
      warm.push(ms);
    }
    const sortedWarm = sortedNumbers(warm);
    console.log(`Judge: a right answer to question 1 (Python, 4 cases), submit to verdict (ms)`);
    console.log(
      formatTable(
        ['what', 'first (cold)', 'warm p50', 'warm max', `warm < ${GOAL_MS} ms`],
        [
          [
            `${ROUNDS} rounds`,
            num(first.ms, 0),
            num(percentile(sortedWarm, 50), 0),
            num(sortedWarm[sortedWarm.length - 1], 0),
            sortedWarm[sortedWarm.length - 1]! < GOAL_MS ? 'PASS' : 'MISS',
          ],
        ],
      ),
    );

    /** GET /sys/users/current in a loop until `until` settles; answers the latencies. */
    const probe = async (until: Promise<unknown>) => {
      let done = false;
      void until.finally(() => (done = true));
      const times: number[] = [];
      while (!done) {
        const started = performance.now();
        const answer = await httpCall(`${server.origin}/sys/users/current`, {
          headers: { Authorization: `Bearer ${me}` },
          agent,
        });
        if (answer.status !== 200) throw new Error(`current user: HTTP ${answer.status}`);
        times.push(performance.now() - started);
      }
      return sortedNumbers(times);
    };
    const quiet = await probe(sleep(3_000));
    const burstStarted = performance.now();
    const burst = Promise.all(Array.from({ length: BURST }, (_, i) => judge(tokens[i % tokens.length]!)));
    const loaded = await probe(burst);
    const verdicts = await burst;
    const burstMs = performance.now() - burstStarted;
    const accepted = verdicts.filter((v) => v.verdict === 'accepted').length;
    console.log(
      `\n${BURST} submissions at once: all judged in ${num(burstMs, 0)} ms (${accepted} accepted); meanwhile GET /sys/users/current (ms)`,
    );
    console.log(
      formatTable(
        ['while', 'calls', 'p50', 'p99', 'max'],
        [quiet, loaded].map((times, i) => [
          i === 0 ? 'nothing judged' : `${BURST} being judged`,
          times.length,
          num(percentile(times, 50), 2),
          num(percentile(times, 99), 2),
          num(times[times.length - 1], 2),
        ]),
      ),
    );

    // 3. Ten users' runaway code, and one user's right answer.
    const runawayTokens = await Promise.all(
      Array.from({ length: RUNAWAY + 1 }, async (_, i) => {
        const username = `bench-runaway-${i}`;
        const added = await httpCall(`${server.origin}/__admin/users`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username }),
          agent,
        });
        if (added.status >= 300 && added.status !== 409) throw new Error(`add user: HTTP ${added.status}`);
        return tokenOf(username);
      }),
    );
    const patient = runawayTokens.pop()!;
    callAgent = false;
    let running = true;
    let everyLooperJudged: () => void = () => {};
    const steady = new Promise<void>((resolve) => (everyLooperJudged = resolve));
    let firstVerdicts = 0;
    const loopers = runawayTokens.map(async (token) => {
      let judged = 0;
      while (running) {
        // Polled as the portal polls (POLL_INTERVAL_MS in apps/web's practice queries).
        const { verdict } = await judge(token, LOOP, 1_000);
        if (verdict !== 'time-limit') throw new Error(`an endless loop was judged ${verdict}`);
        judged += 1;
        if (judged === 1 && (firstVerdicts += 1) === runawayTokens.length) everyLooperJudged();
      }
      return judged;
    });
    const rights: number[] = [];
    const patientRounds = (async () => {
      // The steady state: every runaway user has had a loop judged and has the next one running or
      // waiting (before that, ten new users queued first go first, in turn).
      await steady;
      for (let i = 0; i < RIGHT_ROUNDS && running; i += 1) {
        const { ms, verdict } = await judge(patient);
        if (verdict !== 'accepted') throw new Error(`the right answer was judged ${verdict}`);
        rights.push(ms);
        await sleep(1_000);
      }
    })();
    const underLoad = await probe(sleep(RUNAWAY_MS));
    await patientRounds;
    running = false;
    const loops = (await Promise.all(loopers)).reduce((a, b) => a + b, 0);
    const sortedRights = sortedNumbers(rights);
    const p99 = percentile(underLoad, 99);
    console.log(
      `\n${RUNAWAY} users each running an endless loop (${loops} judged time-limit in ${num(RUNAWAY_MS / 1000, 0)} s)`,
    );
    console.log(
      formatTable(
        ['what', 'count', 'p50', 'p99', 'max', 'goal', ''],
        [
          [
            'GET /sys/users/current (ms)',
            underLoad.length,
            num(percentile(underLoad, 50), 2),
            num(p99, 2),
            num(underLoad[underLoad.length - 1], 2),
            `p99 <= ${P99_GOAL_MS}`,
            p99 <= P99_GOAL_MS ? 'PASS' : 'MISS',
          ],
          [
            "another user's right answer, submit to verdict (ms)",
            sortedRights.length,
            num(percentile(sortedRights, 50), 0),
            num(percentile(sortedRights, 99), 0),
            num(sortedRights[sortedRights.length - 1], 0),
            `each <= ${VERDICT_GOAL_MS}`,
            sortedRights[sortedRights.length - 1]! <= VERDICT_GOAL_MS ? 'PASS' : 'MISS',
          ],
        ],
      ),
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();

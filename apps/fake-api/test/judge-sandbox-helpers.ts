import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { endpoints, type Submission } from '@shui/contract';
import { Judges } from '../src/judge';
import { containment, forgetContainment } from '../src/judge/sandbox';
import { startFakeApi } from './harness';
import { until } from './until';

/**
 * What submitted code can do to the host, tried as a hostile user would: every probe is code submitted
 * through POST /portal/question/submit and judged by the real judge, in both containment modes
 * (docs/decisions.md 37). Where a probe prints what it found, it prints on the sample case of question 1,
 * whose output the verdict shows. Nothing here is skipped on a Linux host with user namespaces; the
 * permissions-only mode is forced with SHUI_JUDGE_NAMESPACES=0.
 */
export const JUDGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../judge');
export const TIME_LIMIT_MS = 2_000; // question 1's

export const modes = [
  { mode: 'namespaces', env: '1' },
  { mode: 'permissions-only', env: '0' },
] as const;

export const judgeFolders = () =>
  new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('shui-judge-')));
export const judgeDirFiles = () => readdirSync(JUDGE_DIR).sort();

/** Python lines that try `attempt` (an expression or statement) and print NAME worked / NAME refused. */
export const attempt = (name: string, ...lines: string[]) => [
  'try:',
  ...lines.map((line) => `    ${line}`),
  `    print(${JSON.stringify(name)}, 'worked')`,
  'except BaseException as e:',
  `    print(${JSON.stringify(name)}, 'refused')`,
];

export let judges: Judges;
export let api: ReturnType<typeof startFakeApi>;
export let tokens: Map<string, string>;
/** A Python question with a sample case first and a 10 s limit, for probes that import a lot. */
export let probeQuestion = 0;

/**
 * Called in the describe block of one containment mode: before its tests, the judge and a fake API in
 * that mode (SHUI_JUDGE_NAMESPACES), users alice, bob and student, and the probe question; after them,
 * the judge closed and the environment as it was.
 */
export function useHostileCodeJudge(mode: string, env: string): void {
  // Every case here runs real judging processes: on a busy 2-core machine (the whole suite in parallel)
  // one takes far longer than the fake API's usual 20 s.
  vi.setConfig({ testTimeout: 120_000 });
  const saved = process.env.SHUI_JUDGE_NAMESPACES;
  // The runners' working folders go to a temporary folder of this file's own: other files' judges, in
  // other workers, make theirs in the shared one at the same time, and would be counted as this file's.
  const savedTmp = process.env.TMPDIR;
  const ownTmp = mkdtempSync(join(tmpdir(), 'shui-judge-test-'));

  beforeAll(async () => {
    tokens = new Map<string, string>();
    process.env.TMPDIR = ownTmp;
    process.env.SHUI_JUDGE_NAMESPACES = env;
    forgetContainment();
    expect(containment().kind).toBe(mode);
    judges = new Judges();
    api = startFakeApi({ judges });
    for (const name of ['alice', 'bob']) {
      const add = await api.call('POST', '/__admin/users', { body: { username: name } });
      expect(add.status).toBeLessThan(300);
      tokens.set(name, await api.login(name, name));
    }
    tokens.set('student', await api.login());
    const seed = JSON.parse(
      readFileSync(join(JUDGE_DIR, '../../../fixtures/seed/practice.json'), 'utf8'),
    ) as {
      bankQuestions: Array<{ questionId: number } & Record<string, unknown>>;
    };
    const { questionId: _, ...sum } = seed.bankQuestions.find((q) => q.questionId === 1)!;
    const added = await api.call('POST', '/__admin/questions/bulk', {
      body: {
        questions: [
          {
            ...sum,
            title: 'probe',
            cases: [
              { input: '3 5\n', output: 'never printed\n', sample: true },
              { input: '3 5\n', output: 'never printed\n', sample: false },
            ],
            timeLimitMs: 10_000,
          },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    probeQuestion = added.body.firstId as number;
  });
  afterAll(() => {
    judges.close();
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    rmSync(ownTmp, { recursive: true, force: true });
    process.env.SHUI_JUDGE_NAMESPACES = saved;
    forgetContainment();
  });
}

export async function submit(user: string, questionId: number, code: string): Promise<number> {
  const res = await api.call('POST', endpoints.questionSubmit.path, {
    token: tokens.get(user),
    body: { questionId, code },
  });
  expect(res.body).toMatchObject({ respCode: 20000, data: { verdict: 'judging' } });
  return res.body.data.submissionId as number;
}

/**
 * Polls until the judge answers, every 25 ms: each supertest call opens a listening socket and a
 * connection, and a tighter loop left so many ports in TIME_WAIT on a slow run that other test files'
 * servers could not listen (EADDRINUSE).
 */
export async function verdict(user: string, submissionId: number): Promise<Submission> {
  let submission: Submission | undefined;
  await until(async () => {
    const res = await api.call('GET', endpoints.questionSubmission.path, {
      token: tokens.get(user),
      query: { submissionId },
    });
    submission = res.body.data as Submission;
    return submission.verdict !== 'judging';
  }, 25);
  return submission!;
}

export const judged = async (user: string, questionId: number, code: string) =>
  verdict(user, await submit(user, questionId, code));

/** Runs a probe (on the probe question) and answers what it printed on the sample case. */
export async function probe(lines: string[]): Promise<string[]> {
  const submission = await judged('student', probeQuestion, lines.join('\n'));
  const sample = submission.cases.find((c) => c.sample);
  expect(sample?.verdict, JSON.stringify(submission)).toBe('wrong-answer');
  return (sample!.output ?? '').trim().split('\n');
}

/** Every process below `root` (Linux /proc). */
export function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

export const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** A process's nice value, or undefined once it is gone. */
export const niceOf = (pid: number) => {
  try {
    return getPriority(pid);
  } catch {
    return undefined;
  }
};

/** Alive and not a zombie. */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

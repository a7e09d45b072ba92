import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import {
  endpoints,
  environmentNames,
  environments,
  localEnvironment,
  portFromVariable,
  type EnvironmentName,
} from '@shui/contract';
import { createCommand, examples, parseOptions, withJson } from '../lib/command';
import { CliError, UsageError } from '../lib/errors';
import { print } from '../lib/io';
import { userPath } from '../lib/paths';
import { unknownName } from '../lib/suggest';
import { applyBaseline, loadBaseline, today } from '../lib/verify/baseline';
import { buildReport, junit, junitError, markdown, type Report } from '../lib/verify/report';
import { CouldNotCheck, verify, type Credentials } from '../lib/verify/run';

const number = (what: string, max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `expected a number of ${what}`)
    .transform(Number)
    .pipe(z.number().gt(0, 'must be more than 0').max(max, `must be at most ${max}`));

const optionsSchema = z.object({
  against: z.string({ error: 'say what to check: test, prod or an API address' }).min(1),
  fake: z.string().min(1).optional(),
  allowWrite: z.boolean().optional(),
  only: z.string().min(1).optional(),
  rate: number('requests a second', 1000).default(5),
  timeout: number('seconds', 600).default(10),
  baseline: z.string().min(1).optional(),
  junit: z.string().min(1).optional(),
  json: z.boolean().optional(),
});

/** An http(s) address taken as an API base (its path kept: https://test.example/api). */
function apiBase(raw: string, from: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`${from}: "${raw}" is not an address such as https://test.shuishan.net.cn/api`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${from}: "${raw}" must be an http:// or https:// address`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** `test` / `prod` / `local` through the contract's environments; anything with a scheme as an address. */
export function resolveTarget(against: string): { against: string; api: string } {
  if ((environmentNames as readonly string[]).includes(against))
    return { against, api: environments[against as EnvironmentName].api };
  if (!/^[a-z]+:\/\//i.test(against))
    throw unknownName({ kind: 'environment', given: against, valid: environmentNames, from: '--against' });
  return { against, api: apiBase(against, '--against') };
}

/** --fake, else SHUI_API, else the local environment's API (its port moved by SHUI_API_PORT). */
export function resolveFake(flag: string | undefined): string {
  if (flag) return apiBase(flag, '--fake');
  if (process.env.SHUI_API) return apiBase(process.env.SHUI_API, 'SHUI_API');
  return localEnvironment(portFromVariable('SHUI_API_PORT', process.env.SHUI_API_PORT)).api;
}

function credentials(user: string, password: string): Credentials | undefined {
  const username = process.env[user];
  const secret = process.env[password];
  if (!username && !secret) return undefined;
  if (!username || !secret)
    throw new UsageError(
      `${username ? password : user} is not set, but ${username ? user : password} is: set both`,
    );
  return { username, password: secret };
}

function onlyNames(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const valid = Object.keys(endpoints);
  for (const name of names) {
    if (!valid.includes(name))
      throw unknownName({ kind: 'call', given: name, valid, from: '--only', listCommand: 'docs/api.md' });
  }
  return names;
}

/** Exit 1: the report is out; this names the count on stderr. */
class BreakingDrift extends CliError {
  constructor(readonly report: Report) {
    super(
      `${report.summary.breaking} breaking finding(s) against ${report.server.against}; see the report.`,
      1,
    );
  }

  override details(): Record<string, unknown> {
    return { breaking: this.report.summary.breaking };
  }
}

export const verifyCommand = examples(
  withJson(
    createCommand(
      'verify',
      'a drift report of a real server against the contract, compared with the fake API (reads only, unless --allow-write)',
    )
      .option(
        '--against <server>',
        'test, prod (their API address in the contract) or an API address such as https://test.example/api',
      )
      .option(
        '--fake <url>',
        'the fake API to compare with (env SHUI_API, default the local environment: http://127.0.0.1:4100)',
      )
      .option(
        '--allow-write',
        'also call writes whose endpoint entry gives inputs (they change data on the server)',
      )
      .option(
        '--only <names>',
        'only these calls (endpoint names, comma-separated) and those they take inputs from',
      )
      .option('--rate <n>', 'requests a second to each server (default 5)')
      .option('--timeout <seconds>', 'per request (default 10)')
      .option(
        '--baseline <file>',
        'accepted drift: { "accepted": [ { endpoint, kind, field?, reason, expires } ] }',
      )
      .option('--junit <file>', 'also write a JUnit report for CI')
      .addHelpText(
        'after',
        `
Logs in with SHUI_VERIFY_USERNAME / SHUI_VERIFY_PASSWORD (an account of the server checked), and on the
fake API with SHUI_VERIFY_FAKE_USERNAME / SHUI_VERIFY_FAKE_PASSWORD (default student / Shui@2025).
Exit codes: 0 no breaking drift (additive and accepted findings listed), 1 breaking drift, 2 could not
check (a server down, a login refused, a wrong option), 4 a baseline file that is missing or invalid.`,
      ),
  ),
  [
    'shui verify --against test      # with SHUI_VERIFY_USERNAME and SHUI_VERIFY_PASSWORD set',
    'shui verify --against http://127.0.0.1:4300 --fake http://127.0.0.1:4100 --junit verify.xml',
    'shui verify --against test --baseline verify-baseline.json --json > drift.json',
    'shui verify --against test --only courseList,courseDetail --rate 2',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const target = resolveTarget(options.against);
  const fake = resolveFake(options.fake);
  const only = onlyNames(options.only);
  const entries = options.baseline === undefined ? [] : loadBaseline(userPath(options.baseline));
  const server = credentials('SHUI_VERIFY_USERNAME', 'SHUI_VERIFY_PASSWORD');
  const fakeAccount = credentials('SHUI_VERIFY_FAKE_USERNAME', 'SHUI_VERIFY_FAKE_PASSWORD') ?? {
    username: 'student',
    password: 'Shui@2025',
  };
  const junitFile = options.junit === undefined ? undefined : userPath(options.junit);
  const date = new Date().toISOString();
  let run;
  try {
    run = await verify({
      server: target.api,
      fake,
      credentials: server,
      fakeCredentials: fakeAccount,
      allowWrite: options.allowWrite ?? false,
      only,
      rate: options.rate,
      timeoutMs: options.timeout * 1000,
    });
  } catch (error) {
    if (junitFile && error instanceof CouldNotCheck)
      writeFileSync(junitFile, junitError(target.against, error.message));
    throw error;
  }
  const outcome = applyBaseline(run.findings, entries, today());
  const report = buildReport(run, outcome, {
    server: { ...target, username: server?.username ?? null },
    fake: { api: fake, username: fakeAccount.username },
    date,
    baseline: options.baseline !== undefined,
  });
  if (junitFile) writeFileSync(junitFile, junit(report, run.checked));
  print(options.json, report, () => markdown(report));
  if (report.exitCode === 1) throw new BreakingDrift(report);
});

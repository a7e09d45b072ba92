import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { z } from 'zod';
import {
  environmentNames,
  environmentNameSchema,
  environments,
  type Environment,
  type EnvironmentName,
} from '@shui/contract';
import { createCommand, examples, parseOptions, withJson } from '../lib/command';
import { InvalidFileError, UsageError } from '../lib/errors';
import { bold, dim, green, print, yellow } from '../lib/io';
import { envFile } from '../lib/paths';
import { table } from '../lib/table';

type Source = 'SHUI_ENV' | 'shui env use' | 'default';

export interface ActiveEnvironment {
  /** For `pnpm dev` and `pnpm build`: the same rule as apps/web/env.config.ts. */
  dev: { name: EnvironmentName; source: Source };
  build: { name: EnvironmentName; source: Source };
  file: string;
  chosen: EnvironmentName | null;
}

function readChosen(file: string): EnvironmentName | null {
  if (!existsSync(file)) return null;
  let raw: unknown;
  try {
    raw = (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
  } catch (error) {
    throw new InvalidFileError(
      `${file} is not JSON: ${(error as Error).message}`,
      'Run `shui env use <local|test|prod>` to rewrite it.',
    );
  }
  const parsed = environmentNameSchema.safeParse(raw);
  if (!parsed.success)
    throw new InvalidFileError(
      `${file} names an unknown environment ${JSON.stringify(raw)}`,
      `Valid: ${environmentNames.join(', ')}. Run \`shui env use <name>\`.`,
    );
  return parsed.data;
}

export function activeEnvironment(file = envFile()): ActiveEnvironment {
  const chosen = readChosen(file);
  const fromEnv = process.env.SHUI_ENV;
  if (fromEnv !== undefined) {
    const parsed = environmentNameSchema.safeParse(fromEnv);
    if (!parsed.success)
      throw new UsageError(
        `SHUI_ENV=${fromEnv} is not an environment; valid: ${environmentNames.join(', ')}`,
      );
    const both = { name: parsed.data, source: 'SHUI_ENV' as const };
    return { dev: both, build: both, file, chosen };
  }
  if (chosen)
    return {
      dev: { name: chosen, source: 'shui env use' },
      build: { name: chosen, source: 'shui env use' },
      file,
      chosen,
    };
  return {
    dev: { name: 'local', source: 'default' },
    build: { name: 'prod', source: 'default' },
    file,
    chosen,
  };
}

/** Records the environment for `pnpm dev` and `pnpm build` (atomically, so vite never reads half a file). */
export function useEnvironment(name: EnvironmentName, file = envFile()): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ name, setAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(tmp, file);
}

const ADDRESS_LABELS: Array<[keyof Environment, string]> = [
  ['api', 'api'],
  ['ssoAuthorize', 'single sign-on'],
  ['assistant', 'assistant'],
  ['assistantTest', 'assistant (test hosts)'],
  ['helpSite', 'help site'],
  ['teacherAdmin', 'teacher back-office'],
  ['cloudDesktop', 'cloud desktop'],
  ['newStudentCourse', 'new-student course'],
  ['clientId', 'client id'],
];

export const addressTable = (env: Environment): string =>
  table(
    ['address', env.name],
    ADDRESS_LABELS.map(([key, label]) => [label, env[key]]),
  );

export const envCommand = createCommand('env', 'show or switch the portal’s environment (local, test, prod)');

const jsonOnly = z.object({ json: z.boolean().optional() });
const shown = (file: string) => relative(process.env.INIT_CWD ?? process.cwd(), file) || file;

examples(
  withJson(
    envCommand.command('show').description('the environment of pnpm dev and pnpm build, and its addresses'),
  ),
  ['shui env show', 'SHUI_ENV=test shui env show --json'],
).action((raw: Record<string, unknown>) => {
  const options = parseOptions(jsonOnly, raw);
  const active = activeEnvironment();
  print(
    options.json,
    { ...active, addresses: environments[active.dev.name], buildAddresses: environments[active.build.name] },
    () =>
      [
        `pnpm dev:   ${bold(active.dev.name)} ${dim(`(${active.dev.source})`)}`,
        `pnpm build: ${bold(active.build.name)} ${dim(`(${active.build.source})`)}`,
        '',
        addressTable(environments[active.dev.name]),
        active.dev.name !== active.build.name ? `\n${addressTable(environments[active.build.name])}` : '',
      ].join('\n'),
  );
});

examples(
  withJson(
    envCommand
      .command('use')
      .description(
        `switch pnpm dev and pnpm build to an environment (${environmentNames.join(', ')}); writes .shui/env.json`,
      )
      .argument('<name>', environmentNames.join(' | ')),
  ),
  ['shui env use test', 'shui env use local'],
).action((name: string, raw: Record<string, unknown>) => {
  const options = parseOptions(jsonOnly, raw);
  const parsed = environmentNameSchema.safeParse(name);
  if (!parsed.success)
    throw new UsageError(`unknown environment "${name}"; valid: ${environmentNames.join(', ')}`);
  const file = envFile();
  useEnvironment(parsed.data, file);
  const overridden = process.env.SHUI_ENV !== undefined && process.env.SHUI_ENV !== parsed.data;
  print(options.json, { name: parsed.data, file, addresses: environments[parsed.data] }, () =>
    [
      `${green('environment')} ${bold(parsed.data)} for pnpm dev and pnpm build (${shown(file)}); restart pnpm dev to apply`,
      overridden
        ? yellow(`note: SHUI_ENV=${process.env.SHUI_ENV} is set in this shell and wins over it`)
        : '',
      '',
      addressTable(environments[parsed.data]),
    ]
      .filter((l, i) => i !== 1 || l)
      .join('\n'),
  );
});

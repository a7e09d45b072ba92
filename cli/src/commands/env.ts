import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
import { InvalidFileError } from '../lib/errors';
import { bold, dim, green, print, yellow } from '../lib/io';
import { envFile } from '../lib/paths';
import { unknownName } from '../lib/suggest';
import { table } from '../lib/table';
import { addRenderCommand } from './env-render';

type Source = 'SHUI_ENV' | 'shui env use' | 'default';

/** Without SHUI_ENV or a choice: the same defaults as apps/web/env.config.ts. */
export const DEFAULT_ENVIRONMENTS = { dev: 'local', build: 'prod' } as const satisfies Record<
  'dev' | 'build',
  EnvironmentName
>;

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
      'Run `shui env use <local|test|prod>` to rewrite it, or `shui env reset` to remove it.',
    );
  }
  const parsed = environmentNameSchema.safeParse(raw);
  if (!parsed.success)
    throw new InvalidFileError(
      `${file} names an unknown environment ${JSON.stringify(raw)}`,
      `Valid: ${environmentNames.join(', ')}. Run \`shui env use <name>\`, or \`shui env reset\` for the defaults.`,
    );
  return parsed.data;
}

export function activeEnvironment(file = envFile()): ActiveEnvironment {
  const chosen = readChosen(file);
  const fromEnv = process.env.SHUI_ENV;
  if (fromEnv !== undefined) {
    const parsed = environmentNameSchema.safeParse(fromEnv);
    if (!parsed.success)
      throw unknownName({ kind: 'environment', given: fromEnv, valid: environmentNames, from: 'SHUI_ENV' });
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
    dev: { name: DEFAULT_ENVIRONMENTS.dev, source: 'default' },
    build: { name: DEFAULT_ENVIRONMENTS.build, source: 'default' },
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

/**
 * Removes the choice of `shui env use`, so pnpm dev and pnpm build take their defaults again. Removes a
 * file that is not JSON or names no environment too (`previous` is then null). No file: nothing to do.
 */
export function forgetEnvironment(file = envFile()): { removed: boolean; previous: EnvironmentName | null } {
  if (!existsSync(file)) return { removed: false, previous: null };
  let previous: EnvironmentName | null = null;
  try {
    previous = readChosen(file);
  } catch (error) {
    if (!(error instanceof InvalidFileError)) throw error;
  }
  rmSync(file, { force: true });
  return { removed: true, previous };
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

export const envCommand = createCommand(
  'env',
  'show, switch or reset the portal’s environment (local, test, prod)',
);

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
  if (!parsed.success) throw unknownName({ kind: 'environment', given: name, valid: environmentNames });
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

examples(
  withJson(
    envCommand
      .command('reset')
      .description(
        `forget the choice of \`shui env use\` (removes .shui/env.json): pnpm dev uses ${DEFAULT_ENVIRONMENTS.dev} again and pnpm build ${DEFAULT_ENVIRONMENTS.build}`,
      ),
  ),
  ['shui env reset', 'shui env reset --json'],
).action((raw: Record<string, unknown>) => {
  const options = parseOptions(jsonOnly, raw);
  const file = envFile();
  const { removed, previous } = forgetEnvironment(file);
  // What applies now: the defaults, unless SHUI_ENV (which the file never overrode) names another.
  const fromEnv = process.env.SHUI_ENV;
  const override = fromEnv === undefined ? undefined : environmentNameSchema.safeParse(fromEnv);
  const now = (which: 'dev' | 'build') =>
    override?.success
      ? { name: override.data, source: 'SHUI_ENV' as const }
      : { name: DEFAULT_ENVIRONMENTS[which], source: 'default' as const };
  const dev = now('dev');
  const build = now('build');
  const note =
    fromEnv === undefined
      ? ''
      : override?.success
        ? `note: SHUI_ENV=${fromEnv} is set in this shell and wins over the defaults`
        : `note: SHUI_ENV=${fromEnv} is set in this shell and is not an environment; pnpm dev and pnpm build stop on it`;
  print(options.json, { removed, file, previous, defaults: DEFAULT_ENVIRONMENTS, dev, build }, () =>
    [
      removed
        ? `${green('environment choice removed')} (${shown(file)}${previous ? `, was ${previous}` : ''}); restart pnpm dev to apply`
        : `${yellow('no environment chosen')} (no ${shown(file)}); nothing to remove`,
      `pnpm dev:   ${bold(dev.name)} ${dim(`(${dev.source})`)}`,
      `pnpm build: ${bold(build.name)} ${dim(`(${build.source})`)}`,
      note ? yellow(note) : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
});

addRenderCommand(envCommand);

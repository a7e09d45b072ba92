import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { fakeStateSchema, type FakeState } from '@shui/contract';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { CliError, InvalidFileError, UsageError } from '../lib/errors';
import { bold, green, print } from '../lib/io';
import { userPath } from '../lib/paths';

const common = { api: z.string().optional(), json: z.boolean().optional() };

/** Reads a state file and checks it against the contract; names the first problems and their place. */
export function readStateFile(file: string): FakeState {
  if (!existsSync(file)) throw new InvalidFileError(`no file ${file}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InvalidFileError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = fakeStateSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `  ${i.path.join('.') || '(top level)'}: ${i.message}`);
    const more = parsed.error.issues.length > 5 ? `\n  … and ${parsed.error.issues.length - 5} more` : '';
    throw new InvalidFileError(
      `${file} is not a fake API state (contract: fakeStateSchema):\n${issues.join('\n')}${more}`,
      'Nothing was changed. Export a valid one with `shui state export <file>`.',
    );
  }
  return parsed.data;
}

const summary = (s: FakeState) =>
  `${s.users.length.toLocaleString('en')} users, ${s.notifications.length.toLocaleString('en')} notifications, ${s.organisations.length} organisations`;

export const stateCommand = createCommand(
  'state',
  'export the fake API’s whole state to a file, or import one',
);

examples(
  withApi(
    stateCommand
      .command('export')
      .description('write the whole state (users, notifications, tokens, settings, ...) to a JSON file')
      .argument('<file>', 'where to write it')
      .option('--force', 'overwrite the file if it exists')
      .option('--pretty', 'indented JSON (bigger)'),
  ),
  ['shui state export before-demo.json', 'shui state export .shui/snapshot.json --force --pretty'],
).action(async (file: string, raw: Record<string, unknown>) => {
  const options = parseOptions(
    z.object({ ...common, force: z.boolean().optional(), pretty: z.boolean().optional() }),
    raw,
  );
  const target = userPath(file);
  if (existsSync(target) && !options.force)
    throw new UsageError(`${target} exists; add --force to overwrite it`);
  const state = await client(options.api).call('exportState');
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, `${JSON.stringify(state, null, options.pretty ? 2 : undefined)}\n`);
    renameSync(tmp, target);
  } catch (error) {
    throw new CliError(`cannot write ${target}: ${(error as Error).message}`);
  }
  print(
    options.json,
    { file: target, users: state.users.length, notifications: state.notifications.length },
    () => `${green('exported')} ${summary(state)} to ${bold(target)}`,
  );
});

examples(
  withApi(
    stateCommand
      .command('import')
      .description(
        'replace the whole state with a file, checked against the contract before anything changes',
      )
      .argument('<file>', 'a file written by `shui state export` (or GET /__admin/state)'),
  ),
  ['shui state import before-demo.json'],
).action(async (file: string, raw: Record<string, unknown>) => {
  const options = parseOptions(z.object(common), raw);
  const state = readStateFile(userPath(file));
  const result = await client(options.api).call('importState', { body: state });
  print(
    options.json,
    { ...result, notifications: state.notifications.length },
    () => `${green('imported')} ${summary(state)}`,
  );
});

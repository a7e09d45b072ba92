import { Option } from 'commander';
import { z } from 'zod';
import { type AdminResult, type Scenario } from '@shui/contract';
import { client, createCommand, examples, parseOptions, wholeNumber, withApi } from '../lib/command';
import { ApiDownError, InvalidFileError, RefusedError } from '../lib/errors';
import { bold, dim, green, print, yellow } from '../lib/io';
import { loadScenarios, scenarioDir } from '../lib/scenarios';
import { unknownName } from '../lib/suggest';
import { table } from '../lib/table';

const common = { api: z.string().optional(), json: z.boolean().optional(), dir: z.string().optional() };
const DIR_HELP = 'scenario directory (env SHUI_SCENARIOS, default fixtures/scenarios)';

export const scenarioCommand = createCommand(
  'scenario',
  'apply named error scenarios (fixtures/scenarios/*.json): one per row of the error catalogue',
);

const unknownScenario = (given: string, valid: string[]) =>
  unknownName({ kind: 'scenario', given, valid, listCommand: 'shui scenario list' });

/** The scenario of that name; an unknown name suggests the closest (exit 2). */
export function findScenario(scenarios: Scenario[], name: string): Scenario {
  const found = scenarios.find((s) => s.name === name);
  if (found) return found;
  throw unknownScenario(
    name,
    scenarios.map((s) => s.name),
  );
}

/** Names of the scenario files, for suggestions only: none when the directory cannot be read. */
function knownScenarioNames(dir: string): string[] {
  try {
    return loadScenarios(dir).map((s) => s.name);
  } catch (error) {
    if (error instanceof InvalidFileError) return [];
    throw error;
  }
}

examples(
  withApi(
    scenarioCommand
      .command('list')
      .description(
        'the scenarios, what they break and what the user sees; active ones marked when the fake API runs',
      )
      .option('--dir <dir>', DIR_HELP),
  ),
  ['shui scenario list', 'shui scenario list --json | jq ".[].name"'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(z.object(common), raw);
  const scenarios = loadScenarios(scenarioDir(options.dir));
  let active: string[] | undefined;
  try {
    active = (await client(options.api).call('scenarios')).map((s) => s.name);
  } catch (error) {
    // Listing works without a fake API; only the "active" marks need one.
    if (!(error instanceof ApiDownError)) throw error;
  }
  print(
    options.json,
    scenarios.map((s) => ({ ...s, active: active?.includes(s.name) ?? null })),
    () =>
      [
        table(
          ['name', 'calls', 'the user sees', ''],
          scenarios.map((s) => [
            s.name,
            s.calls.join(', ') || '(none)',
            s.text ?? s.sees,
            active?.includes(s.name) ? green('active') : '',
          ]),
        ),
        active === undefined ? dim('(the fake API is not running: active scenarios not shown)') : '',
      ]
        .filter(Boolean)
        .join('\n'),
  );
});

examples(
  withApi(
    scenarioCommand
      .command('apply')
      .description('apply a scenario (replaces it if applied already)')
      .argument('<name>', 'scenario name, see `shui scenario list`')
      .option(
        '--times <n>',
        'each of its faults answers only the next n matching calls (default: the file’s, else until cleared)',
      )
      .addOption(
        new Option('--for <n>', 'the same as --times: for the next n matching calls').conflicts('times'),
      )
      .option('--dir <dir>', DIR_HELP),
  ),
  [
    'shui scenario apply session-expired',
    'shui scenario apply http-500 --times 1',
    'shui scenario apply http-500 --for 3',
    'shui scenario apply assistant-exam-period',
  ],
).action(async (name: string, raw: Record<string, unknown>) => {
  const count = wholeNumber(1, 1_000_000).optional();
  const options = parseOptions(z.object({ ...common, times: count, for: count }), raw);
  const scenario = findScenario(loadScenarios(scenarioDir(options.dir)), name);
  const times = options.times ?? options.for;
  const applied = await client(options.api).call('applyScenario', { body: { scenario, times } });
  print(options.json, applied, () =>
    [
      `${green('applied')} ${bold(scenario.name)}: ${scenario.title}`,
      `calls: ${scenario.calls.join(', ') || '(none: the portal alone)'}`,
      ...(times !== undefined && applied.faultIds.length > 0
        ? [`each of its faults answers the next ${times} matching call${times === 1 ? '' : 's'}, then stops`]
        : []),
      `to see it: ${scenario.steps}`,
      `the user sees: ${scenario.sees}`,
      dim('undo with `shui scenario clear`'),
    ].join('\n'),
  );
});

examples(
  withApi(
    scenarioCommand
      .command('clear')
      .description('remove a scenario’s faults and restore the settings it changed (default: all scenarios)')
      .argument('[name]', 'the scenario to clear')
      .option('--dir <dir>', `${DIR_HELP}; only for suggesting a name`),
  ),
  ['shui scenario clear', 'shui scenario clear slow-network'],
).action(async (name: string | undefined, raw: Record<string, unknown>) => {
  const options = parseOptions(z.object(common), raw);
  const admin = client(options.api);
  let result: AdminResult<'clearScenarios'>;
  try {
    result = await (name ? admin.call('clearScenario', { params: { name } }) : admin.call('clearScenarios'));
  } catch (error) {
    // The fake API answers 404 for a name that is not applied: a misspelt one, or one not applied now.
    if (!(name && error instanceof RefusedError && error.status === 404)) throw error;
    const active = (await admin.call('scenarios')).map((s) => s.name);
    const known = knownScenarioNames(scenarioDir(options.dir));
    if (!known.includes(name) && !active.includes(name))
      throw unknownScenario(name, [...new Set([...active, ...known])].sort());
    throw new RefusedError(
      error.message,
      error.status,
      active.length > 0 ? `Applied now: ${active.join(', ')}.` : 'No scenario is applied.',
    );
  }
  print(options.json, result, () =>
    result.cleared.length === 0
      ? yellow('no scenario was applied')
      : `${green('cleared')} ${result.cleared.join(', ')}`,
  );
});

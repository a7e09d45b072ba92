import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { scenarioSchema, type Scenario } from '@shui/contract';
import { InvalidFileError } from './errors';
import { SCENARIO_DIR, userPath } from './paths';

/** --dir beats SHUI_SCENARIOS beats fixtures/scenarios. */
export const scenarioDir = (flag?: string): string =>
  flag ? userPath(flag) : process.env.SHUI_SCENARIOS ? userPath(process.env.SHUI_SCENARIOS) : SCENARIO_DIR;

/** Reads and validates one scenario file; its name must be the file's. */
export function readScenario(file: string): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InvalidFileError(`scenario ${file}: ${(error as Error).message}`);
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new InvalidFileError(
      `scenario ${file} does not match the contract (scenarioSchema):\n${issues.join('\n')}`,
    );
  }
  const expected = basename(file, '.json');
  if (parsed.data.name !== expected)
    throw new InvalidFileError(
      `scenario ${file}: its name is "${parsed.data.name}" but the file says "${expected}"`,
    );
  return parsed.data;
}

/** Every scenario of a directory, by name; any invalid file stops everything. */
export function loadScenarios(dir: string): Scenario[] {
  if (!existsSync(dir)) throw new InvalidFileError(`no scenario directory ${dir}`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readScenario(join(dir, name)));
}

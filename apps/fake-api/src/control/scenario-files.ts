import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { scenarioSchema, type Scenario } from '@shui/contract';
import { fail } from '../http/errors';

/**
 * The scenario files of a directory (fixtures/scenarios), by name, read at each call so that a file
 * added or edited shows at once. A file that is not a valid scenario, or whose name is not its file's,
 * is a 500 naming the file: the catalogue is part of the repository and a broken one is a bug.
 */
export function readScenarioCatalogue(dir: string | undefined): Scenario[] {
  if (dir === undefined) return [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = join(dir, name);
    let parsed: ReturnType<typeof scenarioSchema.safeParse>;
    try {
      parsed = scenarioSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      throw fail('internal', `scenario ${file}: ${(error as Error).message}`);
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fail('internal', `scenario ${file}: ${issue?.path.join('.') || '(file)'}: ${issue?.message}`);
    }
    if (parsed.data.name !== basename(name, '.json'))
      throw fail('internal', `scenario ${file}: its name is "${parsed.data.name}"`);
    return parsed.data;
  });
}

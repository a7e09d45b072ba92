import { z } from 'zod';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { green, print } from '../lib/io';

const optionsSchema = z.object({ api: z.string().optional(), json: z.boolean().optional() });

export const resetCommand = examples(
  withApi(
    createCommand(
      'reset',
      'back to the seed: data, settings and tokens; faults, scenarios and the journal cleared',
    ),
  ),
  ['shui reset', 'SHUI_API=http://127.0.0.1:4200 shui reset --json'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const result = await client(options.api).call('reset');
  print(options.json, result, () => `${green('reset')}: back to the seed (${result.users} users)`);
});

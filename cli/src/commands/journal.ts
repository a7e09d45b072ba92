import { z } from 'zod';
import { client, createCommand, examples, parseOptions, wholeNumber, withApi } from '../lib/command';
import { dim, green, print, red, yellow } from '../lib/io';
import { table } from '../lib/table';

const optionsSchema = z.object({
  path: z.string().startsWith('/', 'a path such as /resource/message').optional(),
  limit: wholeNumber(1, 1000).default(50),
  clear: z.boolean().optional(),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

export const journalCommand = examples(
  withApi(
    createCommand('journal', 'the portal’s last requests to the fake API, oldest first')
      .option('--path <prefix>', 'only paths starting with this')
      .option('--limit <n>', 'the last n (at most 1000)', '50')
      .option('--clear', 'empty the journal instead'),
  ),
  ['shui journal', 'shui journal --path /resource/message --limit 10', 'shui journal --clear'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const api = client(options.api);
  if (options.clear) {
    const result = await api.call('clearJournal');
    print(options.json, result, () => `${green('cleared')} the journal`);
    return;
  }
  const entries = await api.call('journal', { query: { path: options.path, limit: options.limit } });
  print(options.json, entries, () => {
    if (entries.length === 0) return dim('no requests yet');
    const status = (s: number) => (s >= 500 ? red(String(s)) : s >= 400 ? yellow(String(s)) : String(s));
    return table(
      ['time', 'method', 'path', 'status', 'respCode', 'ms', 'fault'],
      entries.map((e) => [
        e.time.slice(11, 23),
        e.method,
        e.path,
        status(e.status),
        e.respCode ?? '',
        e.ms.toFixed(1),
        e.fault ?? '',
      ]),
    );
  });
});

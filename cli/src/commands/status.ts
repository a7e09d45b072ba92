import { z } from 'zod';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { bold, dim, green, print, yellow } from '../lib/io';

const optionsSchema = z.object({ api: z.string().optional(), json: z.boolean().optional() });

export const statusCommand = examples(
  withApi(
    createCommand('status', 'is the fake API up, and what does it hold (users, faults, scenarios, settings)'),
  ),
  ['shui status', 'shui status --api http://127.0.0.1:4200 --json'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const api = client(options.api);
  const [health, settings, faults, scenarios] = await Promise.all([
    api.call('health'),
    api.call('settings'),
    api.call('faults'),
    api.call('scenarios'),
  ]);
  print(
    options.json,
    { api: api.origin, ...health, settings, activeFaults: faults, activeScenarios: scenarios },
    () =>
      [
        `${green('fake API up')} at ${bold(api.origin)} for ${Math.round(health.uptimeMs / 1000)} s; state: ${health.state}`,
        `${health.users.toLocaleString('en')} users, ${health.notifications.toLocaleString('en')} notifications, ${health.organisations} organisations`,
        faults.length === 0
          ? dim('no faults')
          : yellow(
              `${faults.length} fault(s): ${faults.map((f) => `${f.method ?? '*'} ${f.path}`).join(', ')}`,
            ),
        scenarios.length === 0
          ? dim('no scenarios')
          : yellow(`scenarios: ${scenarios.map((s) => s.name).join(', ')}`),
        `exam period ${settings.examPeriod ? yellow('on (assistant paused)') : 'off'}, on campus ${settings.onCampus ? 'yes' : 'no'}, ` +
          `tokens live ${settings.tokenTtlSeconds} s`,
      ].join('\n'),
  );
});

import { z } from 'zod';
import { client, createCommand, examples, parseOptions, wholeNumber, withApi } from '../lib/command';
import { print } from '../lib/io';

const optionsSchema = z.object({
  '<user>': z.string().trim().min(1, 'a username, phone, e-mail or student number'),
  ttl: wholeNumber(1, 365 * 24 * 3600).optional(),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

export const tokenCommand = examples(
  withApi(
    createCommand('token', 'print an access token for a user, without a password (for scripts and e2e)')
      .argument('<user>', 'username, phone, e-mail or student number')
      .option('--ttl <seconds>', 'lifetime of the token (default: the fake API setting, one day)'),
  ),
  [
    'shui token student',
    'curl -H "Authorization: Bearer $(shui token teacher)" 127.0.0.1:4100/sys/users/current',
    'shui token 13800138000 --ttl 60 --json',
  ],
).action(async (user: string, raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, { ...raw, '<user>': user });
  const result = await client(options.api).call('mintToken', {
    body: { username: options['<user>'], ttlSeconds: options.ttl },
  });
  // The bare token, so that $(shui token student) works in a shell.
  print(options.json, result, () => result.access_token);
});

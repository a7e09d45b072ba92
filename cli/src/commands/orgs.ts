import { z } from 'zod';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { bold, green, print } from '../lib/io';
import { table } from '../lib/table';

const common = { api: z.string().optional(), json: z.boolean().optional() };

export const orgsCommand = createCommand('orgs', 'add, list and assign organisations');

examples(
  withApi(
    orgsCommand.command('add').description('add an organisation').argument('<name>', 'its name, unique'),
  ),
  ['shui orgs add 水杉实验学校'],
).action(async (name: string, raw: Record<string, unknown>) => {
  const options = parseOptions(z.object({ '<name>': z.string().trim().min(1).max(100), ...common }), {
    ...raw,
    '<name>': name,
  });
  const org = await client(options.api).call('addOrganisation', {
    body: { companyName: options['<name>'] },
  });
  print(options.json, org, () => `${green('added')} organisation ${bold(org.companyName)} (id ${org.id})`);
});

examples(withApi(orgsCommand.command('list').description('list organisations and their member counts')), [
  'shui orgs list',
  'shui orgs list --json',
]).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(z.object(common), raw);
  const orgs = await client(options.api).call('organisations');
  print(options.json, orgs, () =>
    table(
      ['id', 'name', 'members'],
      orgs.map((o) => [o.id, o.companyName, o.memberCount]),
    ),
  );
});

examples(
  withApi(
    orgsCommand
      .command('assign')
      .description('make a user a member of an organisation')
      .argument('<user>', 'username, phone, e-mail or student number')
      .argument('<organisation>', 'organisation name or id')
      .option('--current', 'also make it the user’s current organisation'),
  ),
  ['shui orgs assign student 水杉实验学校 --current', 'shui orgs assign teacher 2'],
).action(async (user: string, organisation: string, raw: Record<string, unknown>) => {
  const options = parseOptions(
    z.object({
      '<user>': z.string().trim().min(1),
      '<organisation>': z.string().trim().min(1),
      current: z.boolean().optional(),
      ...common,
    }),
    { ...raw, '<user>': user, '<organisation>': organisation },
  );
  const ref = /^\d+$/.test(options['<organisation>'])
    ? Number(options['<organisation>'])
    : options['<organisation>'];
  const updated = await client(options.api).call('assignOrganisation', {
    body: { username: options['<user>'], organisation: ref, current: options.current },
  });
  print(
    options.json,
    updated,
    () =>
      `${green('assigned')} ${bold(updated.username)} to ${options['<organisation>']}` +
      (options.current ? ' (now current)' : ''),
  );
});

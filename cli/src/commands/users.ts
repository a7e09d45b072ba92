import { z } from 'zod';
import { adminUserInputSchema, type AdminUser } from '@shui/contract';
import { client, createCommand, examples, parseOptions, wholeNumber, withApi } from '../lib/command';
import { UsageError } from '../lib/errors';
import { bold, dim, green, print } from '../lib/io';
import { table } from '../lib/table';

const addSchema = z.object({
  '<username>': z.string(),
  name: z.string().optional(),
  password: z.string().optional(),
  phone: z.string().optional(),
  mail: z.string().optional(),
  studentNumber: z.string().optional(),
  teacher: z.boolean().optional(),
  org: z.array(z.string()).optional(),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

const listSchema = z.object({
  search: z.string().optional(),
  limit: wholeNumber(1, 100_000).default(50),
  offset: wholeNumber(0, 10_000_000).default(0),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

/** Checked here as the fake API will, so a typo names its flag rather than a field of the request. */
const fieldFlags: Record<string, string> = {
  username: '<username>',
  truename: '--name',
  password: '--password',
  phone: '--phone',
  mail: '--mail',
  userNumber: '--student-number',
  organisations: '--org',
};

const orgRef = (ref: string): string | number => (/^\d+$/.test(ref) ? Number(ref) : ref);

export const usersCommand = createCommand('users', 'add or list accounts of the fake API');

examples(
  withApi(
    usersCommand
      .command('add')
      .description('add an account (password defaults to the username, as after a reset)')
      .argument('<username>', 'login name')
      .option('--name <name>', 'real name shown in the portal (default: the username)')
      .option('--password <password>', 'password (default: the username)')
      .option('--phone <phone>', 'mobile number, 11 digits, for login and codes')
      .option('--mail <mail>', 'e-mail address, for login and codes')
      .option('--student-number <n>', 'student number (partner-university students)')
      .option('--teacher', 'a teacher account (teacher endpoints answer for it)')
      .option(
        '--org <organisation>',
        'organisation name or id to join; repeatable',
        (v, all: string[] = []) => [...all, v],
      ),
  ),
  [
    'shui users add alice --name 王小丽 --phone 13900000001 --org 水杉大学',
    'shui users add prof --teacher --password Shui@2025',
  ],
).action(async (username: string, raw: Record<string, unknown>) => {
  const options = parseOptions(addSchema, { ...raw, '<username>': username });
  const input = {
    username: options['<username>'],
    truename: options.name,
    password: options.password,
    phone: options.phone,
    mail: options.mail,
    userNumber: options.studentNumber,
    role: options.teacher ? 'teacher' : undefined,
    organisations: options.org?.map(orgRef),
  };
  const checked = adminUserInputSchema.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    throw new UsageError(`${fieldFlags[field] ?? field}: ${issue?.message ?? 'invalid'}`);
  }
  const user = await client(options.api).call('addUser', { body: checked.data });
  print(
    options.json,
    user,
    () =>
      `${green('added')} ${bold(user.username)} (id ${user.id}, ${user.role}); log in with password ${options.password ? '(as given)' : user.username}`,
  );
});

function userRows(users: AdminUser[], orgNames: Map<number, string>) {
  return users.map((u) => [
    u.id,
    u.username,
    u.truename,
    u.role,
    u.phone ?? '',
    u.mail ?? '',
    u.companyIds.map((id) => orgNames.get(id) ?? id).join(', '),
  ]);
}

examples(
  withApi(
    usersCommand
      .command('list')
      .description('list accounts, oldest first')
      .option('--search <text>', 'only those whose username, name, phone, mail or student number contains it')
      .option('--limit <n>', 'at most this many', '50')
      .option('--offset <n>', 'skip this many first', '0'),
  ),
  [
    'shui users list',
    'shui users list --search 李 --limit 20',
    'shui users list --json --limit 100000 | jq length',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(listSchema, raw);
  const api = client(options.api);
  const [list, orgs] = await Promise.all([
    api.call('users', { query: { search: options.search, limit: options.limit, offset: options.offset } }),
    api.call('organisations'),
  ]);
  print(options.json, list, () => {
    const orgNames = new Map(orgs.map((o) => [o.id, o.companyName]));
    const shown = list.users.length;
    const rest = list.total - options.offset - shown;
    return [
      table(
        ['id', 'username', 'name', 'role', 'phone', 'mail', 'organisations'],
        userRows(list.users, orgNames),
      ),
      dim(
        `${shown} of ${list.total.toLocaleString('en')} shown${rest > 0 ? `; --offset ${options.offset + shown} for more` : ''}`,
      ),
    ].join('\n');
  });
});

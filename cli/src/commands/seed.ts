import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { QUESTION_BULK_MAX, type BulkSeedResult, type SeedNotification } from '@shui/contract';
import type { AdminClient } from '../lib/admin-client';
import { client, createCommand, examples, parseOptions, wholeNumber, withApi } from '../lib/command';
import { CliError, RefusedError, UsageError } from '../lib/errors';
import { bold, dim, print } from '../lib/io';
import { progress } from '../lib/progress';

const optionsSchema = z.object({
  users: wholeNumber(0, 100_000).default(0),
  notifications: wholeNumber(0, 1_000_000).default(0),
  orgs: wholeNumber(0, 10_000).default(0),
  courses: wholeNumber(0, 100_000).default(0),
  questions: wholeNumber(0, 10_000).default(0),
  seed: wholeNumber(0, 2 ** 31 - 1).optional(),
  to: z.string().min(1).optional(),
  password: z.string().min(1).max(128).default('Shui@2025'),
  reset: z.boolean().default(false),
  api: z.string().optional(),
  json: z.boolean().optional(),
});
export type SeedOptions = z.output<typeof optionsSchema>;

/** Notifications per request: few requests (five for 100,000), each small enough to parse quickly. */
const CHUNK = 25_000;

export interface SeedReport {
  seed: number;
  added: BulkSeedResult['added'];
  totals: BulkSeedResult['totals'];
  /** With --courses: how many were added and the catalogue's size after. */
  courses: { added: number; total: number } | null;
  /** With --questions: how many were added and the question bank's size after. */
  questions: { added: number; total: number } | null;
  ms: number;
  firstUser: string | null;
  password: string;
}

async function recipientsFor(api: AdminClient, options: SeedOptions): Promise<string[]> {
  if (options.to !== undefined) {
    const found = await api.call('users', { query: { search: options.to, limit: 100_000 } });
    const user = found.users.find((u) =>
      [u.username, u.phone, u.mail, u.userNumber].includes(options.to ?? ''),
    );
    if (!user) throw new UsageError(`--to: no user "${options.to}" (see \`shui users list\`)`);
    return [user.username];
  }
  if (options.users > 0 || options.notifications === 0) return [];
  const all = await api.call('users', { query: { limit: 100_000 } });
  return all.users.map((u) => u.username);
}

/** Courses per request of --courses. */
const COURSE_CHUNK = 25_000;

/** Adds generated courses, taught by the teacher accounts (in username order), a chunk per request. */
async function seedCourses(api: AdminClient, count: number, seedValue: number) {
  const all = await api.call('users', { query: { limit: 100_000 } });
  const teachers = all.users
    .filter((u) => u.role === 'teacher')
    .map((u) => u.username)
    .sort();
  if (teachers.length === 0)
    throw new UsageError('--courses needs a teacher account (shui users add <name> --teacher)');
  const { generateCourses } = await import('../lib/generate-courses');
  const courses = generateCourses(count, seedValue, teachers);
  let total = 0;
  for (let i = 0; i < courses.length; i += COURSE_CHUNK) {
    total = (await api.call('seedCourses', { body: { courses: courses.slice(i, i + COURSE_CHUNK) } })).total;
  }
  return { added: count, total };
}

/** Adds generated questions to the question bank's sets, as many per request as the fake API takes. */
async function seedQuestions(api: AdminClient, count: number, seedValue: number) {
  const { generateQuestions } = await import('../lib/generate-questions');
  const questions = generateQuestions(count, seedValue);
  let total = 0;
  for (let i = 0; i < questions.length; i += QUESTION_BULK_MAX) {
    const body = { questions: questions.slice(i, i + QUESTION_BULK_MAX) };
    try {
      total = (await api.call('seedQuestions', { body })).total;
    } catch (error) {
      if (error instanceof RefusedError && error.message.includes('no question set'))
        throw new CliError(
          error.message,
          error.exitCode,
          `${i === 0 ? 'Nothing was added' : `Only the first ${i} questions were added`}. The generated questions go into the seed's sets 1-6 (fixtures/seed/practice.json): \`shui reset\` brings them back.`,
        );
      throw error;
    }
  }
  return { added: count, total };
}

/** Generates the data and sends it in a few bulk requests; every request is all or nothing. */
export async function seed(api: AdminClient, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  if (options.users + options.notifications + options.orgs + options.courses + options.questions === 0)
    throw new UsageError(
      'nothing to seed: give --users, --notifications, --orgs, --courses and/or --questions',
    );
  if (options.to !== undefined && options.users > 0)
    throw new UsageError('--to gives the notifications to one existing user; leave out --users with it');
  await api.call('health');
  if (options.reset) await api.call('reset');
  const recipients = await recipientsFor(api, options);
  const seedValue = options.seed ?? randomInt(1, 100_000);
  const courses = options.courses > 0 ? await seedCourses(api, options.courses, seedValue) : null;
  const questions = options.questions > 0 ? await seedQuestions(api, options.questions, seedValue) : null;
  if (options.users + options.notifications + options.orgs === 0) {
    const health = await api.call('health');
    return {
      seed: seedValue,
      added: { organisations: 0, users: 0, notifications: 0 },
      totals: {
        organisations: health.organisations,
        users: health.users,
        notifications: health.notifications,
      },
      courses,
      questions,
      ms: Math.round(performance.now() - started),
      firstUser: null,
      password: options.password,
    };
  }

  const { generate } = await import('../lib/generate');
  const making = progress('generating', options.users + options.notifications);
  const data = generate({ ...options, seed: seedValue, recipients, onProgress: (n) => making.tick(n) });
  making.done();

  const sending = progress('sending', data.users.length + data.notifications.length);
  const chunks: SeedNotification[][] = [];
  for (let i = 0; i < data.notifications.length; i += CHUNK)
    chunks.push(data.notifications.slice(i, i + CHUNK));
  // Users and organisations go with the first chunk, so a refused batch (a username taken) adds nothing.
  let result: BulkSeedResult;
  try {
    result = await api.call('seed', {
      body: { organisations: data.organisations, users: data.users, notifications: chunks[0] ?? [] },
    });
  } catch (error) {
    sending.stop();
    if (error instanceof RefusedError && error.status === 409)
      throw new CliError(
        error.message,
        error.exitCode,
        `Nothing was added. Seed ${seedValue} was used already: add --reset, or pick another --seed.`,
      );
    throw error;
  }
  sending.tick(data.users.length + (chunks[0]?.length ?? 0));
  const added = { ...result.added };
  for (const chunk of chunks.slice(1)) {
    result = await api.call('seed', { body: { notifications: chunk } });
    added.notifications += result.added.notifications;
    sending.tick(chunk.length);
  }
  sending.done();
  return {
    seed: seedValue,
    added,
    totals: result.totals,
    courses,
    questions,
    ms: Math.round(performance.now() - started),
    firstUser: data.users[0]?.username ?? null,
    password: options.password,
  };
}

export const seedCommand = examples(
  withApi(
    createCommand(
      'seed',
      'add fake organisations, users (zh_CN names) and notifications; the default accounts stay',
    ),
  )
    .option('--users <n>', 'users to add (u<seed>_00001, ...)')
    .option('--notifications <n>', 'notifications to add, spread over the new users (or all users, or --to)')
    .option('--orgs <n>', 'organisations to add; new users join one or two of them')
    .option('--courses <n>', 'courses to add to the catalogue, taught by the teacher accounts')
    .option(
      '--questions <n>',
      'questions to add to the question bank (Python, SQL, choice, fill), into its sets 1-6',
    )
    .option('--seed <s>', 'random seed: the same seed gives the same data (default: random, printed)')
    .option('--to <user>', 'give every notification to this existing user')
    .option('--password <password>', 'password of the new users', 'Shui@2025')
    .option('--reset', 'reset the fake API to its seed first'),
  [
    'shui seed --users 100 --notifications 1000 --orgs 5 --seed 42',
    'shui seed --reset --users 10000 --notifications 100000 --seed 1',
    'shui seed --notifications 500 --to student',
    'shui seed --courses 1000 --seed 3',
    'shui seed --questions 100 --seed 7',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const report = await seed(client(options.api), options);
  print(options.json, report, () =>
    [
      `${bold('seeded')} in ${(report.ms / 1000).toFixed(2)} s with --seed ${report.seed}: ` +
        `${report.added.users.toLocaleString('en')} users, ${report.added.notifications.toLocaleString('en')} notifications, ` +
        `${report.added.organisations.toLocaleString('en')} organisations` +
        (report.courses ? `, ${report.courses.added.toLocaleString('en')} courses` : '') +
        (report.questions ? `, ${report.questions.added.toLocaleString('en')} questions` : ''),
      dim(
        `now ${report.totals.users.toLocaleString('en')} users, ${report.totals.notifications.toLocaleString('en')} notifications, ` +
          `${report.totals.organisations.toLocaleString('en')} organisations` +
          (report.courses ? `, ${report.courses.total.toLocaleString('en')} courses` : '') +
          (report.questions ? `, ${report.questions.total.toLocaleString('en')} questions` : ''),
      ),
      report.firstUser ? `log in as ${report.firstUser} / ${report.password}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
});

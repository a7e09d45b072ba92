import { z } from 'zod';
import { createCommand, examples, parseOptions, wholeNumber } from '../lib/command';
import { CliError } from '../lib/errors';
import { bold, dim, green, io, print, yellow } from '../lib/io';
import { startRecordingProxy, type ExchangeNote, type RecordingProxy } from '../lib/record/proxy';
import { targetBase } from '../lib/record/target';

const MAX_DURATION_S = 24 * 3600;

const optionsSchema = z.object({
  from: z.string({ error: 'required: test, prod or the API base of a server' }).min(1),
  out: z.string({ error: 'required: the folder to write the recording to' }).min(1),
  port: wholeNumber(0, 65535).optional(),
  origin: z.array(z.url({ error: 'expected an address such as http://portal.example:8080' })).optional(),
  count: wholeNumber(1, 1_000_000).optional(),
  duration: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'expected a number of seconds, such as 300')
    .transform(Number)
    .pipe(
      z.number().gt(0, 'must be more than 0 seconds').max(MAX_DURATION_S, 'must be at most a day (86400)'),
    )
    .optional(),
  force: z.boolean().optional(),
  json: z.boolean().optional(),
});

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** One progress line per exchange (no query, body or header: they may hold secrets). */
function progressLine(note: ExchangeNote): string {
  const call = `${note.method.padEnd(6)} ${note.path}`;
  const status = `${note.status} ${note.respCode ?? ''}`.trim();
  const where = note.error
    ? yellow(`not answered: ${note.error}`)
    : note.operation
      ? note.operation
      : yellow('not in the contract (unmatched/)');
  const lines = [`${String(note.n).padStart(4)}  ${call.padEnd(48)} ${status.padEnd(10)} ${where}`];
  for (const problem of note.problems) lines.push(`      ${yellow('!')} ${note.operation}: ${problem}`);
  return lines.join('\n');
}

export const recordCommand = examples(
  createCommand(
    'record',
    'record a real server through a proxy: every call filed under its contract operation and checked, secrets scrubbed',
  )
    .option(
      '--from <test|prod|url>',
      'the server to record: test, prod, or an API base such as https://x/api',
    )
    .option(
      '--out <dir>',
      'the folder to write the recording to (new or empty; --force replaces a recording)',
    )
    .option('--port <n>', 'port of the proxy on 127.0.0.1 (default: a free one, printed)')
    .option(
      '--origin <url>',
      'another page origin allowed to call the proxy besides loopback ones (CORS); repeatable',
      (v, all: string[] = []) => [...all, v],
    )
    .option('--count <n>', 'stop after this many exchanges are recorded')
    .option('--duration <seconds>', 'stop after this long')
    .option('--force', 'replace the recording already in --out')
    .option('--json', 'print the summary as JSON on stdout (progress lines go to stderr)')
    .addHelpText(
      'after',
      `
Point the portal (or any client) at the address printed, use it, then stop with Ctrl-C (or --count,
--duration). Only then is the recording written: DIR/<operation>/<n>.json per distinct request, with
tokens, cookies, passwords, codes and tickets as placeholders and phones, e-mails, ID numbers and names
as fakes of the same format. A final scan deletes DIR and exits 1 if anything still looks like a secret.
Replay it offline with: pnpm fake-api --replay DIR [--into state].
Exit codes: 0 recorded, 1 a secret survived (DIR deleted) or the port is taken, 2 wrong argument.`,
    ),
  [
    'shui record --from test --out recordings/test',
    'shui record --from https://test.example.edu/api --out rec --port 4300 --count 40',
    'shui record --from http://127.0.0.1:4100 --out rec --duration 120 --json > summary.json',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const target = targetBase(options.from);
  // Progress is for people: on stdout, or on stderr when stdout carries the JSON summary.
  const say = (text: string) => (options.json ? io().err(`${text}\n`) : io().out(`${text}\n`));
  const notes: ExchangeNote[] = [];
  let finish: (why: string) => void = () => {};
  const finished = new Promise<string>((done) => (finish = done));

  let proxy: RecordingProxy | undefined;
  try {
    proxy = await startRecordingProxy({
      target,
      out: options.out,
      port: options.port,
      origins: options.origin,
      force: options.force,
      onExchange: (note) => {
        notes.push(note);
        say(progressLine(note));
        if (options.count !== undefined && proxy && proxy.count() >= options.count) finish('count');
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new CliError(
        `port ${options.port} on 127.0.0.1 is in use`,
        1,
        'Pass another --port, or leave it out for a free one.',
      );
    }
    throw error;
  }
  say(`${green('recording')} ${bold(proxy.url)} -> ${target}`);
  say(dim(`point the portal (or any client) at ${proxy.url}; Ctrl-C stops and writes ${options.out}`));

  const onSignal = () => finish('signal');
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const timer =
    options.duration === undefined
      ? undefined
      : setTimeout(() => finish('duration'), options.duration * 1000);
  try {
    await finished;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (timer) clearTimeout(timer);
  }

  // A second Ctrl-C while the recording is scrubbed, written and scanned does not cut it short.
  const wait = () => say(dim('writing the recording; one moment'));
  process.on('SIGINT', wait);
  let written;
  try {
    written = await proxy.stop();
  } finally {
    process.off('SIGINT', wait);
  }
  const { manifest } = written;
  const problems = notes
    .filter((n) => n.problems.length > 0)
    .map((n) => ({ n: n.n, call: `${n.method} ${n.path}`, operation: n.operation, problems: n.problems }));
  const failed = notes
    .filter((n) => n.error)
    .map((n) => ({ n: n.n, call: `${n.method} ${n.path}`, error: n.error }));
  print(
    options.json,
    {
      target,
      out: written.dir,
      exchanges: manifest.exchanges,
      files: written.files.length,
      operations: manifest.operations,
      unmatched: manifest.unmatched,
      problems,
      failed,
    },
    () => {
      const ops = Object.keys(manifest.operations).length;
      const parts = [
        `${green('recorded')} ${plural(manifest.exchanges, 'exchange')} to ${bold(options.out)}: ` +
          `${plural(ops, 'operation')}, ${plural(written.files.length - 1, 'file')}`,
      ];
      if (manifest.unmatched.length > 0)
        parts.push(
          `${yellow(plural(manifest.unmatched.length, 'call'))} not in the contract: ${manifest.unmatched.join(', ')}`,
        );
      if (problems.length > 0)
        parts.push(`${yellow(plural(problems.length, 'answer'))} with contract problems (listed above)`);
      if (failed.length > 0)
        parts.push(`${yellow(plural(failed.length, 'call'))} the target did not answer (not recorded)`);
      parts.push(dim(`replay it: pnpm fake-api --replay ${options.out}`));
      return parts.join('\n');
    },
  );
});

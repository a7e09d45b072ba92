import { z } from 'zod';
import { faultInputSchema, type Fault } from '@shui/contract';
import { client, createCommand, examples, parseOptions, wholeNumber, withApi } from '../lib/command';
import { UsageError } from '../lib/errors';
import { bold, dim, green, print } from '../lib/io';
import { unknownName } from '../lib/suggest';
import { table } from '../lib/table';

const common = { api: z.string().optional(), json: z.boolean().optional() };

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

const addSchema = z.object({
  path: z.string({ error: 'required, e.g. --path /resource/message' }),
  method: z.string().optional(),
  status: wholeNumber(100, 599).optional(),
  respCode: z.string().regex(/^\d+$/, 'expected a number such as 50000').transform(Number).optional(),
  respMsg: z.string().optional(),
  delay: wholeNumber(0, 120_000).optional(),
  malformed: z.boolean().optional(),
  drop: z.boolean().optional(),
  times: wholeNumber(1, 1_000_000).optional(),
  query: z.array(z.string().regex(/^[^=]+=.*$/, 'expected name=value')).optional(),
  label: z.string().optional(),
  ...common,
});

const fieldFlags: Record<string, string> = {
  delayMs: '--delay',
  respCode: '--resp-code',
  respMsg: '--resp-msg',
};

/** What a rule does, in a few words. */
export function describeFault(
  f: Pick<Fault, 'status' | 'respCode' | 'respMsg' | 'delayMs' | 'malformed' | 'drop'>,
): string {
  const parts: string[] = [];
  if (f.delayMs) parts.push(`wait ${f.delayMs} ms`);
  if (f.drop) parts.push('drop the connection');
  else if (f.malformed) parts.push(`malformed body${f.status ? ` (HTTP ${f.status})` : ''}`);
  else if (f.respCode !== undefined || f.respMsg !== undefined)
    parts.push(
      `HTTP ${f.status ?? 200} respCode ${f.respCode ?? '(from status)'}${f.respMsg ? ` "${f.respMsg}"` : ' no respMsg'}`,
    );
  else if (f.status) parts.push(`HTTP ${f.status}, no envelope`);
  return parts.join(', then ') || 'nothing';
}

export const faultCommand = createCommand('fault', 'make portal calls fail: add, list and clear fault rules');

examples(
  withApi(
    faultCommand
      .command('add')
      .description(
        'add a rule: matching calls answer a status, an envelope error, a delay, bad JSON or nothing',
      )
      .requiredOption('--path <path>', 'the exact path to match, e.g. /resource/message')
      .option('--method <method>', `${METHODS.join(', ')} (default: any)`)
      .option(
        '--query <name=value>',
        'match only with this query parameter; repeatable',
        (v, all: string[] = []) => [...all, v],
      )
      .option('--status <code>', 'HTTP status to answer (alone: plain text, as a gateway would)')
      .option('--resp-code <code>', 'answer the envelope with this respCode')
      .option('--resp-msg <text>', 'answer the envelope with this respMsg')
      .option('--delay <ms>', 'wait this long first (alone: then answer normally)')
      .option('--malformed', 'answer a JSON body cut in the middle')
      .option('--drop', 'close the connection without an answer')
      .option('--times <n>', 'only the next n matching calls (default: until cleared)')
      .option('--label <text>', 'a name shown in lists and the journal'),
  ),
  [
    'shui fault add --method GET --path /resource/message --status 401 --times 1',
    'shui fault add --method POST --path /sys/login --resp-code 50000 --resp-msg "系统维护中"',
    'shui fault add --path /portal/companies --delay 3000',
    'shui fault add --method POST --path /portal/reset/sendCode --query field=mail --drop',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(addSchema, raw);
  const method = options.method?.toUpperCase();
  if (method !== undefined && !METHODS.some((m) => m === method))
    throw unknownName({ kind: 'method', given: options.method ?? '', valid: METHODS, from: '--method' });
  const rule = {
    method,
    path: options.path,
    query: options.query
      ? Object.fromEntries(
          options.query.map((q) => [q.slice(0, q.indexOf('=')), q.slice(q.indexOf('=') + 1)]),
        )
      : undefined,
    status: options.status,
    respCode: options.respCode,
    respMsg: options.respMsg,
    delayMs: options.delay,
    malformed: options.malformed,
    drop: options.drop,
    times: options.times,
    label: options.label,
  };
  const checked = faultInputSchema.safeParse(rule);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    throw new UsageError(`${fieldFlags[key] ?? `--${key}`}: ${issue?.message ?? 'invalid'}`);
  }
  if (
    Object.keys(checked.data)
      .filter((k) => !['method', 'path', 'query', 'times', 'label'].includes(k))
      .every((k) => checked.data[k as keyof typeof checked.data] === undefined)
  )
    throw new UsageError(
      'the rule does nothing: give --status, --resp-code, --resp-msg, --delay, --malformed or --drop',
    );
  const added = await client(options.api).call('addFault', { body: checked.data });
  print(
    options.json,
    added,
    () =>
      `${green('fault')} ${bold(added.id)}: ${added.fault.method ?? 'any'} ${added.fault.path} -> ${describeFault(added.fault)}` +
      dim(
        added.fault.times
          ? ` (next ${added.fault.times} call${added.fault.times > 1 ? 's' : ''})`
          : ' (until cleared)',
      ),
  );
});

examples(withApi(faultCommand.command('list').description('the rules in force, in the order they match')), [
  'shui fault list',
  'shui fault list --json',
]).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(z.object(common), raw);
  const faults = await client(options.api).call('faults');
  print(options.json, faults, () =>
    faults.length === 0
      ? dim('no faults')
      : table(
          ['id', 'method', 'path', 'does', 'left', 'hits', 'label'],
          faults.map((f) => [
            f.id,
            f.method ?? 'any',
            f.path + (f.query ? `?${new URLSearchParams(f.query).toString()}` : ''),
            describeFault(f),
            f.remaining ?? '∞',
            f.hits,
            f.label ?? '',
          ]),
        ),
  );
});

examples(
  withApi(
    faultCommand
      .command('clear')
      .description('remove one rule, or all of them')
      .argument('[id]', 'the rule to remove (default: all)'),
  ),
  ['shui fault clear', 'shui fault clear 3f9a1c2b7d00'],
).action(async (id: string | undefined, raw: Record<string, unknown>) => {
  const options = parseOptions(z.object(common), raw);
  const admin = client(options.api);
  const result = await (id ? admin.call('removeFault', { params: { id } }) : admin.call('clearFaults'));
  print(
    options.json,
    result,
    () => `${green('removed')} ${result.removed} fault${result.removed === 1 ? '' : 's'}`,
  );
});

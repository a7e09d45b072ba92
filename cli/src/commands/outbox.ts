import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { type OutboxEntry } from '@shui/contract';
import type { AdminClient } from '../lib/admin-client';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { bold, cyan, dim, io, print } from '../lib/io';
import { table } from '../lib/table';

const optionsSchema = z.object({
  to: z.string().optional(),
  follow: z.boolean().optional(),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

const POLL_MS = 300;
const key = (e: OutboxEntry) => `${e.sentAt}|${e.channel}|${e.to}|${e.code}`;
const formatEntry = (e: OutboxEntry, json?: boolean) =>
  json
    ? JSON.stringify(e)
    : `${dim(e.sentAt)} ${e.purpose} code ${bold(cyan(e.code))} -> ${e.channel} ${e.to}`;

/**
 * Prints codes as they are sent, one line each (one JSON object per line with --json), until `signal`
 * aborts. Starts after the codes already there.
 */
export async function followOutbox(
  api: AdminClient,
  to: string | undefined,
  json: boolean | undefined,
  signal: AbortSignal,
): Promise<void> {
  const seen = new Set((await api.call('outbox', { query: { to } })).map(key));
  if (!json) io().err(dim(`waiting for codes sent${to ? ` to ${to}` : ''} (Ctrl-C to stop)\n`));
  while (!signal.aborted) {
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) break;
    for (const entry of await api.call('outbox', { query: { to } })) {
      if (seen.has(key(entry))) continue;
      seen.add(key(entry));
      io().out(`${formatEntry(entry, json)}\n`);
    }
  }
}

export const outboxCommand = examples(
  withApi(
    createCommand('outbox', 'verification codes and mails the fake API has sent (no SMS or mail leaves it)')
      .option('--to <address>', 'only those sent to this phone or e-mail')
      .option('--follow', 'keep printing new ones as they are sent, until Ctrl-C'),
  ),
  [
    'shui outbox',
    'shui outbox --to 13800138000',
    'shui outbox --follow',
    'shui outbox --json | jq -r ".[-1].code"',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const api = client(options.api);
  if (options.follow) {
    const stop = new AbortController();
    const onSigint = () => stop.abort();
    process.once('SIGINT', onSigint);
    try {
      await followOutbox(api, options.to, options.json, stop.signal);
    } finally {
      process.off('SIGINT', onSigint);
    }
    return;
  }
  const entries = await api.call('outbox', { query: { to: options.to } });
  print(options.json, entries, () =>
    entries.length === 0
      ? dim('no codes sent yet')
      : table(
          ['sent at', 'channel', 'to', 'purpose', 'code'],
          entries.map((e) => [e.sentAt, e.channel, e.to, e.purpose, e.code]),
        ),
  );
});

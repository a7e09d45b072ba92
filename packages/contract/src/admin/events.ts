import { z } from 'zod';
import { healthSchema, journalEntrySchema, outboxEntrySchema } from './schemas';

/**
 * What a `changed` event names: the fault rules (added, removed, hit, used up), the applied scenarios,
 * the settings, the data (users, notifications, organisations, courses, tokens, codes: anything of the
 * state, reset and import included), or the journal (emptied; new entries come as `journal` events).
 */
export const adminEventPartSchema = z.enum(['faults', 'scenarios', 'settings', 'state', 'journal']);
export type AdminEventPart = z.infer<typeof adminEventPartSchema>;

/**
 * The events of `GET /__admin/events` (Server-Sent Events), by name, with the schema of their `data`
 * (JSON): `hello` once on connecting (the health snapshot: a client reloads what it shows from here),
 * `journal` for each new portal request, `outbox` for each code sent, `changed` when a part changes
 * (several changes within one turn of the fake API's event loop make one event per part). A comment
 * line (`: heartbeat`) every 15 s keeps proxies from closing the stream.
 */
export const adminEventSchemas = {
  hello: healthSchema,
  journal: journalEntrySchema,
  outbox: outboxEntrySchema,
  changed: z.object({ part: adminEventPartSchema }),
} as const;

export type AdminEventName = keyof typeof adminEventSchemas;
export type AdminEventData<N extends AdminEventName> = z.output<(typeof adminEventSchemas)[N]>;

/** One event of the stream as a message: its name and its data. */
export const adminEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('hello'), data: adminEventSchemas.hello }),
  z.object({ event: z.literal('journal'), data: adminEventSchemas.journal }),
  z.object({ event: z.literal('outbox'), data: adminEventSchemas.outbox }),
  z.object({ event: z.literal('changed'), data: adminEventSchemas.changed }),
]);
export type AdminEvent = z.output<typeof adminEventSchema>;

export const adminEventNames = Object.keys(adminEventSchemas) as AdminEventName[];

/** Seconds between two heartbeat comments of the stream. */
export const ADMIN_EVENTS_HEARTBEAT_SECONDS = 15;

/** The `data` of an event, parsed against its schema; undefined when it is not JSON or does not parse. */
export function parseAdminEvent<N extends AdminEventName>(
  name: N,
  data: string,
): AdminEventData<N> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = adminEventSchemas[name].safeParse(json);
  return parsed.success ? (parsed.data as AdminEventData<N>) : undefined;
}

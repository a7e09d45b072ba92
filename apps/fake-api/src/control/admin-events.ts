import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ADMIN_EVENTS_HEARTBEAT_SECONDS,
  type AdminEventData,
  type AdminEventName,
  type AdminEventPart,
  type OutboxEntry,
  type Settings,
} from '@shui/contract';
import type { FaultTable } from './faults';
import type { Journal } from '../state/journal';
import type { Store } from '../state/store';

/** The most journal entries one flush sends: under a load test the panel gets the newest ones. */
const JOURNAL_BURST = 200;

/**
 * The live events of `GET /__admin/events` (Server-Sent Events), for the control panel: `hello` with
 * the health on connecting, then `journal` (each portal request), `outbox` (each code sent) and
 * `changed` (a part changed). What happens during one turn of the event loop is sent together in the
 * next (setImmediate): a hundred requests make at most a hundred journal events but one `changed` per
 * part. Nothing is watched while no client is connected, and every timer is unref'd, so an idle stream
 * never keeps the process (or a test) alive. Responses are written with `res.write`, never ended by
 * the fake API: durable.ts holds only `res.end` (decision 33), so no event waits for the state file.
 */
export class AdminEvents {
  private readonly clients = new Set<ServerResponse>();
  private readonly parts = new Set<AdminEventPart>();
  private readonly outbox: OutboxEntry[] = [];
  /** The first journal id not yet sent. */
  private journalFrom = 0;
  private journalTo = 0;
  private flushing: NodeJS.Immediate | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private settings: Settings | undefined;

  constructor(
    private readonly journal: Journal,
    private readonly faults: FaultTable,
    private readonly store: Store,
  ) {
    // The store's listeners cannot be removed; this one costs a check while nobody listens.
    store.onChange(() => this.changed('state'));
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** A part changed; sent as `changed` with the next flush. */
  changed(part: AdminEventPart): void {
    if (this.clients.size === 0) return;
    this.parts.add(part);
    this.schedule();
  }

  /** A code was sent; sent as `outbox` with the next flush. */
  sent(entry: OutboxEntry): void {
    if (this.clients.size === 0) return;
    this.outbox.push(entry);
    this.schedule();
  }

  /**
   * Answers `GET /__admin/events`: the stream's headers and `hello` at once, then every event until
   * the client goes. `hello` is the snapshot a client reloads from (also after a reconnection).
   */
  attach(req: IncomingMessage, res: ServerResponse, hello: AdminEventData<'hello'>): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Proxies that buffer (nginx) pass the stream through.
      'X-Accel-Buffering': 'no',
    });
    // A lost connection is retried by EventSource after 1 s (its default is 3).
    res.write(`retry: 1000\n\n${format('hello', hello)}`);
    if (this.clients.size === 0) this.watch();
    this.clients.add(res);
    const leave = () => {
      if (!this.clients.delete(res)) return;
      if (this.clients.size === 0) this.unwatch();
    };
    req.once('close', leave);
    res.once('close', leave);
  }

  /** Closes every stream (a server that stops). */
  closeAll(): void {
    for (const res of this.clients) res.destroy();
    this.clients.clear();
    this.unwatch();
  }

  private watch(): void {
    this.journalFrom = this.journalTo = 0;
    this.settings = this.store.settings;
    this.journal.watcher = (id) => {
      if (id === null) {
        this.journalFrom = this.journalTo = 0;
        this.changed('journal');
        return;
      }
      if (this.journalFrom === 0) this.journalFrom = id;
      this.journalTo = id + 1;
      this.schedule();
    };
    this.faults.watcher = () => this.changed('faults');
    this.heartbeat = setInterval(
      () => this.broadcast(': heartbeat\n\n'),
      ADMIN_EVENTS_HEARTBEAT_SECONDS * 1000,
    );
    this.heartbeat.unref();
  }

  private unwatch(): void {
    this.journal.watcher = undefined;
    this.faults.watcher = undefined;
    clearInterval(this.heartbeat);
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = undefined;
    this.heartbeat = undefined;
    this.parts.clear();
    this.outbox.length = 0;
  }

  private schedule(): void {
    if (this.flushing || this.clients.size === 0) return;
    this.flushing = setImmediate(() => this.flush());
    this.flushing.unref();
  }

  private flush(): void {
    this.flushing = undefined;
    let text = '';
    const from = Math.max(this.journalFrom, this.journalTo - JOURNAL_BURST);
    for (let id = from; id < this.journalTo && from > 0; id += 1) {
      // An entry already pushed out of the journal by newer ones is skipped.
      const entry = this.journal.entry(id);
      if (entry) text += format('journal', entry);
    }
    this.journalFrom = this.journalTo = 0;
    for (const entry of this.outbox) text += format('outbox', entry);
    this.outbox.length = 0;
    // Every settings change replaces the settings object (updateSettings, replace).
    if (this.store.settings !== this.settings) {
      this.settings = this.store.settings;
      this.parts.add('settings');
    }
    for (const part of this.parts) text += format('changed', { part });
    this.parts.clear();
    if (text) this.broadcast(text);
  }

  private broadcast(text: string): void {
    for (const res of this.clients) res.write(text);
  }
}

/** One event of the stream: its name and its data as one line of JSON. */
function format<N extends AdminEventName>(event: N, data: AdminEventData<N>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

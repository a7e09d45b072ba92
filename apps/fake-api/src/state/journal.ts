import { JOURNAL_BODY_LIMIT, type JournalDetail, type JournalEntry } from '@shui/contract';

/** What the request path records: cheap to build; formatted only when the journal is read. */
export interface RawEntry {
  at: number;
  method: string;
  path: string;
  /** The raw query string, without "?". */
  search: string;
  status: number;
  respCode: number | string | null;
  ms: number;
  fault: string | null;
  /** The request's body as read (a parsed JSON value or form, or a file's description), if any. */
  requestBody?: unknown;
  /** The answer's body when it was written as text here (the envelope, a fault's body). */
  responseBody?: string;
}

/** A body as text, cut at JOURNAL_BODY_LIMIT characters. */
function bodyText(body: unknown): { text: string | null; cut: boolean } {
  if (body === undefined || body === null) return { text: null, cut: false };
  let text: string;
  if (typeof body === 'string') text = body;
  else {
    try {
      text = JSON.stringify(body) ?? '';
    } catch (error) {
      text = `(a body that cannot be shown: ${(error as Error).message})`;
    }
  }
  return text.length > JOURNAL_BODY_LIMIT
    ? { text: text.slice(0, JOURNAL_BODY_LIMIT), cut: true }
    : { text, cut: false };
}

/**
 * The last `capacity` portal requests, oldest first, in a ring buffer; older ones are overwritten. The
 * fields are kept in columns (typed arrays for the numbers), not one object per request: an object
 * kept for the next thousand requests outlives the young generation, and under load every one of them
 * would be promoted and collected with the old generation. `add` copies the fields of an entry that can
 * die young; the strings it keeps are mostly shared (methods, contract paths, respCodes, ""). The bodies
 * are kept as the request path made them (the parsed request body, the answer's text), and turned into
 * the text `GET /__admin/journal/:id` shows only when an entry is read.
 */
export class Journal {
  private readonly at: Float64Array;
  private readonly ms: Float64Array;
  private readonly status: Uint16Array;
  private readonly method: string[];
  private readonly path: string[];
  private readonly search: string[];
  private readonly respCode: Array<number | string | null>;
  private readonly fault: Array<string | null>;
  private readonly requestBody: unknown[];
  private readonly responseBody: Array<string | undefined>;
  private next = 0;
  private count = 0;
  private firstId = 1;
  /** Told of each entry added (its id), and of the journal emptied (null); the live events' hook. */
  watcher: ((id: number | null) => void) | undefined;

  constructor(readonly capacity = 1000) {
    this.at = new Float64Array(capacity);
    this.ms = new Float64Array(capacity);
    this.status = new Uint16Array(capacity);
    this.method = new Array<string>(capacity).fill('');
    this.path = new Array<string>(capacity).fill('');
    this.search = new Array<string>(capacity).fill('');
    this.respCode = new Array<number | string | null>(capacity).fill(null);
    this.fault = new Array<string | null>(capacity).fill(null);
    this.requestBody = new Array<unknown>(capacity).fill(undefined);
    this.responseBody = new Array<string | undefined>(capacity).fill(undefined);
  }

  add(entry: RawEntry): void {
    const i = this.next;
    this.at[i] = entry.at;
    this.ms[i] = entry.ms;
    this.status[i] = entry.status;
    this.method[i] = entry.method;
    this.path[i] = entry.path;
    this.search[i] = entry.search;
    this.respCode[i] = entry.respCode;
    this.fault[i] = entry.fault;
    // References to what the request path made anyway; turned into text only when an entry is read.
    this.requestBody[i] = entry.requestBody;
    this.responseBody[i] = entry.responseBody;
    this.next = (i + 1) % this.capacity;
    if (this.count < this.capacity) this.count += 1;
    else this.firstId += 1;
    this.watcher?.(this.firstId + this.count - 1);
  }

  /** The slot of entry `id`, or -1 when it is not (or no longer) in the journal. */
  private slot(id: number): number {
    const n = id - this.firstId;
    if (!Number.isInteger(n) || n < 0 || n >= this.count) return -1;
    return (this.next - this.count + n + this.capacity) % this.capacity;
  }

  /** The entry of that id without its bodies, if it is still in the journal. */
  entry(id: number): JournalEntry | undefined {
    const i = this.slot(id);
    return i === -1 ? undefined : this.format(i, id);
  }

  /** The entry of that id with its bodies, if it is still in the journal. */
  detail(id: number): JournalDetail | undefined {
    const i = this.slot(id);
    if (i === -1) return undefined;
    const request = bodyText(this.requestBody[i]);
    const response = bodyText(this.responseBody[i]);
    return {
      ...this.format(i, id),
      requestBody: request.text,
      responseBody: response.text,
      truncated: request.cut || response.cut,
    };
  }

  private format(i: number, id: number): JournalEntry {
    return {
      id,
      time: new Date(this.at[i] ?? 0).toISOString(),
      method: this.method[i] ?? '',
      path: this.path[i] ?? '',
      query: Object.fromEntries(new URLSearchParams(this.search[i])),
      status: this.status[i] ?? 0,
      respCode: this.respCode[i] ?? null,
      ms: this.ms[i] ?? 0,
      fault: this.fault[i] ?? null,
    };
  }

  list(filter: { path?: string; limit?: number } = {}): JournalEntry[] {
    const entries: JournalEntry[] = [];
    const start = (this.next - this.count + this.capacity) % this.capacity;
    for (let n = 0; n < this.count; n += 1) {
      const i = (start + n) % this.capacity;
      const path = this.path[i] ?? '';
      if (filter.path && !path.startsWith(filter.path)) continue;
      entries.push(this.format(i, this.firstId + n));
    }
    return filter.limit ? entries.slice(-filter.limit) : entries;
  }

  clear(): void {
    // Strings of old entries are dropped with them; the numbers are simply overwritten later.
    this.method.fill('');
    this.path.fill('');
    this.search.fill('');
    this.respCode.fill(null);
    this.fault.fill(null);
    this.requestBody.fill(undefined);
    this.responseBody.fill(undefined);
    this.firstId += this.count;
    this.next = 0;
    this.count = 0;
    this.watcher?.(null);
  }

  get size(): number {
    return this.count;
  }
}

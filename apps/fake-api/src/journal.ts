import type { JournalEntry } from '@shui/contract';

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
}

/**
 * The last `capacity` portal requests, oldest first, in a ring buffer; older ones are overwritten. The
 * fields are kept in columns (typed arrays for the numbers), not one object per request: an object
 * kept for the next thousand requests outlives the young generation, and under load every one of them
 * would be promoted and collected with the old generation. `add` copies the fields of an entry that can
 * die young; the strings it keeps are mostly shared (methods, contract paths, respCodes, "").
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
  private next = 0;
  private count = 0;
  private firstId = 1;

  constructor(readonly capacity = 1000) {
    this.at = new Float64Array(capacity);
    this.ms = new Float64Array(capacity);
    this.status = new Uint16Array(capacity);
    this.method = new Array<string>(capacity).fill('');
    this.path = new Array<string>(capacity).fill('');
    this.search = new Array<string>(capacity).fill('');
    this.respCode = new Array<number | string | null>(capacity).fill(null);
    this.fault = new Array<string | null>(capacity).fill(null);
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
    this.next = (i + 1) % this.capacity;
    if (this.count < this.capacity) this.count += 1;
    else this.firstId += 1;
  }

  list(filter: { path?: string; limit?: number } = {}): JournalEntry[] {
    const entries: JournalEntry[] = [];
    const start = (this.next - this.count + this.capacity) % this.capacity;
    for (let n = 0; n < this.count; n += 1) {
      const i = (start + n) % this.capacity;
      const path = this.path[i] ?? '';
      if (filter.path && !path.startsWith(filter.path)) continue;
      entries.push({
        id: this.firstId + n,
        time: new Date(this.at[i] ?? 0).toISOString(),
        method: this.method[i] ?? '',
        path,
        query: Object.fromEntries(new URLSearchParams(this.search[i])),
        status: this.status[i] ?? 0,
        respCode: this.respCode[i] ?? null,
        ms: this.ms[i] ?? 0,
        fault: this.fault[i] ?? null,
      });
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
    this.firstId += this.count;
    this.next = 0;
    this.count = 0;
  }

  get size(): number {
    return this.count;
  }
}

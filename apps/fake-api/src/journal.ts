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

/** The last `capacity` portal requests, oldest first, in a ring buffer; older ones are overwritten. */
export class Journal {
  private ring: Array<RawEntry | undefined>;
  private next = 0;
  private count = 0;
  private firstId = 1;

  constructor(readonly capacity = 1000) {
    this.ring = new Array<RawEntry | undefined>(capacity);
  }

  add(entry: RawEntry): void {
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count += 1;
    else this.firstId += 1;
  }

  list(filter: { path?: string; limit?: number } = {}): JournalEntry[] {
    const entries: JournalEntry[] = [];
    const start = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i += 1) {
      const raw = this.ring[(start + i) % this.capacity];
      if (!raw || (filter.path && !raw.path.startsWith(filter.path))) continue;
      entries.push({
        id: this.firstId + i,
        time: new Date(raw.at).toISOString(),
        method: raw.method,
        path: raw.path,
        query: Object.fromEntries(new URLSearchParams(raw.search)),
        status: raw.status,
        respCode: raw.respCode,
        ms: raw.ms,
        fault: raw.fault,
      });
    }
    return filter.limit ? entries.slice(-filter.limit) : entries;
  }

  clear(): void {
    this.ring = new Array<RawEntry | undefined>(this.capacity);
    this.firstId += this.count;
    this.next = 0;
    this.count = 0;
  }

  get size(): number {
    return this.count;
  }
}

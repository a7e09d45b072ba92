import type { JournalEntry } from '@shui/contract';

/** The last `capacity` requests, oldest first; older ones are dropped. */
export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(readonly capacity = 1000) {}

  add(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  list(filter: { path?: string; limit?: number } = {}): JournalEntry[] {
    const matching = filter.path
      ? this.entries.filter((e) => e.path.startsWith(filter.path ?? ''))
      : this.entries;
    return filter.limit ? matching.slice(-filter.limit) : [...matching];
  }

  clear(): void {
    this.entries = [];
  }

  get size(): number {
    return this.entries.length;
  }
}

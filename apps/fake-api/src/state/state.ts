import type { FakeState, Settings } from '@shui/contract';
import type { Clock } from './clock';

/** A resource's module of the store: its rules over the shared state, made by `StoreState.use`. */
export type StoreModule<T> = new (state: StoreState) => T;

/**
 * The fake backend's state and what every resource shares: the clock, the settings, the change
 * listeners, replace and snapshot. Each resource's rules live in a module of their own
 * (`<domain>/store.ts` and the like), made on its first `use` and kept for the life of this state; a module that
 * keeps an index of the state registers it with `index`, so that `replace` rebuilds it. No HTTP here:
 * mutations call `changed()`, which the server turns into an atomic write of the state file.
 */
export class StoreState {
  /** The whole state; modules read and change it in place, then call `changed()`. */
  data!: FakeState;
  private readonly modules = new Map<StoreModule<unknown>, unknown>();
  private readonly indexes: Array<() => void> = [];
  private readonly beforeSnapshot: Array<() => void> = [];
  private readonly listeners: Array<() => void> = [];

  constructor(
    initial: FakeState,
    readonly clock: Clock,
  ) {
    this.replace(initial);
  }

  /** The one instance of a module over this state (made on first use: route modules ask at start). */
  use<T>(Module: StoreModule<T>): T {
    let module = this.modules.get(Module) as T | undefined;
    if (module === undefined) {
      module = new Module(this);
      this.modules.set(Module, module);
    }
    return module;
  }

  /** Builds a module's index of the state now, and again after every `replace`. */
  index(build: () => void): void {
    build();
    this.indexes.push(build);
  }

  /** Runs before `snapshot` hands the state out: for a module that keeps part of it elsewhere. */
  onSnapshot(write: () => void): void {
    this.beforeSnapshot.push(write);
  }

  /** Replaces the whole state (reset, import). */
  replace(next: FakeState): void {
    this.data = next;
    for (const build of this.indexes) build();
    this.changed();
  }

  /** The state as a plain object (export, persistence). */
  snapshot(): FakeState {
    for (const write of this.beforeSnapshot) write();
    return this.data;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Tells the listeners (the state file's writer) that the state changed. */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  get settings(): Settings {
    return this.data.settings;
  }

  updateSettings(patch: Partial<Settings>): Settings {
    this.data.settings = { ...this.data.settings, ...patch };
    this.changed();
    return this.data.settings;
  }
}

/** One more than the largest id (1 for none). */
export function nextId(ids: Iterable<number>): number {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max + 1;
}

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeState, OutboxEntry, Settings } from '@shui/contract';
import { createApp } from './app';
import { systemClock, type Clock } from './state/clock';
import { FaultTable } from './control/faults';
import { Journal } from './state/journal';
import type { LogLine } from './http/middleware/observe';
import { answerOnceWritten } from './state/durable';
import { readStateFile, removeStaleTemps } from './state/persistence';
import { recordedState } from './replay/into-state';
import { loadRecording } from './replay/load';
import { buildState, loadSeed } from './state/seed';
import { StateWriter } from './state/state-writer';
import { Store } from './state/store';
import type { Judges } from './judge';
import type { DriftProfile } from './drift/profile';
import { directoryUploads, memoryUploads } from './http/uploads';

export const DEFAULT_FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/seed');
/** The scenario files the control panel lists (as the CLI's default). */
export const DEFAULT_SCENARIOS = resolve(DEFAULT_FIXTURES, '../scenarios');
/** The control panel's build (apps/control-panel/dist), served at /__admin/. */
export const DEFAULT_CONTROL_PANEL = resolve(DEFAULT_FIXTURES, '../../apps/control-panel/dist');

export interface FakeApiOptions {
  /** Seed set directory (fixtures/seed by default). */
  fixtureDir?: string;
  /** 'memory', or a state file path. */
  state?: string;
  clock?: Clock;
  log?: LogLine;
  onOutbox?: (entry: OutboxEntry) => void;
  settings?: Partial<Settings>;
  extraOrigins?: readonly string[];
  /** Host names answered besides loopback ones. */
  allowedHosts?: readonly string[];
  journalSize?: number;
  /** A state file write failed (the answers waiting for it become 500s). */
  onWriteError?: (error: Error) => void;
  /** The scenario files listed by GET /__admin/scenarios/catalogue (default fixtures/scenarios). */
  scenarioDir?: string;
  /** The control panel's build served at /__admin/ (default apps/control-panel/dist). */
  controlPanelDir?: string;
  /** The judge (default: one per process, shared by every app). */
  judges?: Judges;
  /** A checked drift profile (drift/profile.ts): plant its drifts and secrets in the answers. */
  drift?: DriftProfile;
  /**
   * Answer from a recording of `shui record` (--replay DIR); with `intoState`, its users, notifications,
   * organisations and courses become part of the seed (--into state).
   */
  replay?: { dir: string; intoState?: boolean };
}

/** Everything a running fake API needs, wired together: the app, its store, and the state writer. */
export function createFakeApi(options: FakeApiOptions = {}) {
  const startedAt = performance.now();
  const clock = options.clock ?? systemClock;
  const seed = loadSeed(options.fixtureDir ?? DEFAULT_FIXTURES);
  const recording = options.replay ? loadRecording(options.replay.dir) : undefined;
  const intoState = recording !== undefined && options.replay?.intoState === true;
  const replayNotes: string[] = [];
  const seedState = (): FakeState => {
    const state = buildState(seed, clock.now(), options.settings);
    if (!recording || !intoState) return state;
    const merged = recordedState(recording, state, clock.now());
    if (replayNotes.length === 0) replayNotes.push(...merged.notes);
    return merged.state;
  };
  const stateOption = options.state ?? 'memory';
  const file = stateOption === 'memory' ? undefined : resolve(stateOption);
  if (file) removeStaleTemps(file);
  const saved = file ? readStateFile(file, seedState) : undefined;
  const store = new Store(saved ?? seedState(), clock);
  if (saved && options.settings) store.updateSettings(options.settings);
  const writer = file ? new StateWriter(file, () => store.snapshot(), options.onWriteError) : undefined;
  if (writer) {
    store.onChange(() => writer.schedule());
    if (!saved) writer.schedule();
  }
  const faults = new FaultTable(clock);
  const journal = new Journal(options.journalSize);
  const plain = createApp({
    store,
    clock,
    faults,
    journal,
    uploads: file ? directoryUploads(join(dirname(file), 'uploads')) : memoryUploads(),
    seedState,
    log: options.log,
    onOutbox: options.onOutbox,
    extraOrigins: options.extraOrigins,
    allowedHosts: options.allowedHosts,
    stateLabel: file ?? 'memory',
    startedAt,
    scenarioDir: options.scenarioDir ?? DEFAULT_SCENARIOS,
    controlPanelDir: options.controlPanelDir ?? DEFAULT_CONTROL_PANEL,
    judges: options.judges,
    drift: options.drift,
    replay: recording ? { recording, intoState } : undefined,
  });
  // With a state file an answer means "on disk" (docs/decisions.md 33); in memory nothing waits.
  const app = writer ? answerOnceWritten(plain, writer, options.log) : plain;
  return {
    app,
    store,
    faults,
    journal,
    writer,
    stateFile: file,
    restoredFromFile: saved !== undefined,
    /** What --replay answers from, and what --into state took from it (for the log). */
    replay: recording ? { recording, intoState, notes: replayNotes } : undefined,
  };
}

import type { FakeState, OutboxEntry } from '@shui/contract';
import type { Clock } from './state/clock';
import type { DriftProfile } from './drift/profile';
import type { FaultTable } from './control/faults';
import type { Journal } from './state/journal';
import type { Judges } from './judge';
import type { Replay } from './replay';
import type { LogLine } from './http/middleware/observe';
import type { Store } from './state/store';
import type { UploadStore } from './http/uploads';

/** What createApp is given; route modules take it too (its own file, so none of them imports app.ts). */
export interface AppDeps {
  store: Store;
  clock: Clock;
  faults: FaultTable;
  journal: Journal;
  uploads: UploadStore;
  /** A fresh copy of the seed state (reset). */
  seedState: () => FakeState;
  /** One line per request; omitted = quiet. */
  log?: LogLine;
  /** Told of every code sent (the server prints it). */
  onOutbox?: (entry: OutboxEntry) => void;
  /** Origins allowed besides loopback ones (CORS, single-sign-on redirect). */
  extraOrigins?: readonly string[];
  /** Host names answered besides loopback ones (--allowed-host); any other Host header gets 403. */
  allowedHosts?: readonly string[];
  /** Where the state lives, for /__admin/health. */
  stateLabel: string;
  /** performance.now() at start. */
  startedAt: number;
  /** The calibration field's judge; omitted = one shared by the process (practice/routes.ts). */
  judges?: Judges;
  /** The scenario files (GET /__admin/scenarios/catalogue); omitted = none. */
  scenarioDir?: string;
  /** The control panel's build (served at /__admin/); omitted = a page saying how to build it. */
  controlPanelDir?: string;
  /** A drift profile: the fake API stands in for a backend that drifted from the contract (--drift). */
  drift?: DriftProfile;
  /** Answer the contract's calls from a recording (--replay DIR); omitted = the fake API's own answers. */
  replay?: Replay;
}

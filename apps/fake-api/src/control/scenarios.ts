import type { ActiveScenario, Scenario, Settings } from '@shui/contract';
import type { Clock } from '../state/clock';
import type { FaultTable } from './faults';
import type { Store } from '../state/store';

/**
 * Scenarios applied through the control plane: each adds fault rules labelled "scenario:<name>" and may
 * change settings; clearing one removes its rules and puts back the settings it changed.
 */
export class ActiveScenarios {
  private active = new Map<string, ActiveScenario>();

  constructor(
    private readonly faults: FaultTable,
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /** Applies a scenario, replacing it if it is active already; `times` overrides each rule's own. */
  apply(scenario: Scenario, times?: number): ActiveScenario {
    if (this.active.has(scenario.name)) this.clear(scenario.name);
    const label = `scenario:${scenario.name}`;
    const faultIds = scenario.faults.map(
      (rule) => this.faults.add({ ...rule, times: times ?? rule.times, label }).id,
    );
    const patch = scenario.settings ?? {};
    const previousSettings: Partial<Settings> = {};
    for (const key of Object.keys(patch) as Array<keyof Settings>) {
      Object.assign(previousSettings, { [key]: this.store.settings[key] });
    }
    if (Object.keys(patch).length > 0) this.store.updateSettings(patch);
    const entry: ActiveScenario = {
      name: scenario.name,
      title: scenario.title,
      faultIds,
      previousSettings,
      appliedAt: new Date(this.clock.now()).toISOString(),
    };
    this.active.set(scenario.name, entry);
    return entry;
  }

  list(): ActiveScenario[] {
    return [...this.active.values()];
  }

  has(name: string): boolean {
    return this.active.has(name);
  }

  /** Clears one scenario, or all of them newest first (so settings end as they were before the first). */
  clear(name?: string): string[] {
    const names = name === undefined ? [...this.active.keys()].reverse() : [name];
    for (const n of names) {
      const entry = this.active.get(n);
      if (!entry) continue;
      for (const id of entry.faultIds) this.faults.remove(id);
      if (Object.keys(entry.previousSettings).length > 0) this.store.updateSettings(entry.previousSettings);
      this.active.delete(n);
    }
    return names;
  }

  /** After a reset: the faults are gone and the settings are the seed's, so nothing is left to undo. */
  forget(): void {
    this.active.clear();
  }
}

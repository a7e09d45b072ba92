import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { FakeState } from '@shui/contract';
import { readStateFile } from '../src/state/persistence';
import { createFakeApi } from '../src/setup';
import { StateWriter } from '../src/state/state-writer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A writer over a real state, counting the snapshots it takes (one per write). */
function writer() {
  const dir = mkdtempSync(join(tmpdir(), 'shui-writer-'));
  dirs.push(dir);
  const file = join(dir, 'state.json');
  const state: FakeState = createFakeApi({ state: 'memory' }).store.snapshot();
  let writes = 0;
  const w = new StateWriter(file, () => {
    writes += 1;
    return state;
  });
  return { w, file, state, writes: () => writes };
}

it('writes the changes of one turn of the event loop once, and calls back when they are on disk', async () => {
  const { w, file, state, writes } = writer();
  const done: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    state.settings.tokenTtlSeconds = 1000 + i;
    w.schedule();
    w.afterWrite((error) => done.push(error ? -1 : i));
  }
  expect(done).toEqual([]);
  await w.drain();
  expect(writes()).toBe(1);
  expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(readStateFile(file)?.settings.tokenTtlSeconds).toBe(1009);
  // Nothing changed since: nothing to wait for, nothing written.
  let called = false;
  w.afterWrite(() => (called = true));
  expect(called).toBe(true);
  expect(writes()).toBe(1);
});

it('changes made while a write is under way all go into the next one', async () => {
  const { w, file, state, writes } = writer();
  w.schedule();
  const first = w.drain();
  await new Promise((r) => setImmediate(r)); // the first write has taken its snapshot
  for (let i = 0; i < 5; i += 1) {
    state.settings.tokenTtlSeconds = 2000 + i;
    w.schedule();
  }
  const second = w.drain();
  await first;
  await second;
  expect(writes()).toBe(2);
  expect(readStateFile(file)?.settings.tokenTtlSeconds).toBe(2004);
});

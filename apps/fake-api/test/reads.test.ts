import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@shui/contract';
import { startFakeApi } from './harness';
import { callerOf, successes, tokenOf } from './error-examples';

// `read: true` on an entry of the endpoint table is what lets `shui verify` call it against a real
// server without --allow-write (docs/cli.md). Here every read answers its example without changing
// anything the fake API keeps.
const reads = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => (endpoints[name] as { read?: true }).read,
);

describe('calls marked read', () => {
  const api = startFakeApi();

  it.each(reads)('%s changes no state', async (name) => {
    const def = endpoints[name];
    const example = successes[name];
    const options = typeof example === 'function' ? await example(api) : example;
    const token = tokenOf(api, callerOf(def));
    let changes = 0;
    api.store.onChange(() => void (changes += 1));
    const before = JSON.stringify(api.store.snapshot());
    const res = await api.call(def.method, def.path, { ...options, token });
    expect(res.body.respCode).toBe(20000);
    expect(changes).toBe(0);
    expect(JSON.stringify(api.store.snapshot())).toBe(before);
  });
});

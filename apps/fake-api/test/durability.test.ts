import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { FakeState } from '@shui/contract';
import { startServer, type RunningServer, post } from './spawn';
import { until } from './until';

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What the clients were told was done: notifications added (admin) and marked read (portal call). */
interface Acknowledged {
  added: Map<number, string>;
  marked: Set<number>;
}

/**
 * One client: adds a notification through the control plane (Express), then marks it read through
 * the portal's call (the contract's fast path), over and over until the server dies.
 */
async function client(url: string, token: string, name: string, acked: Acknowledged): Promise<void> {
  for (let i = 0; ; i += 1) {
    const message = `${name} ${i}`;
    try {
      const added = await post(`${url}/__admin/notifications`, { username: 'student', message });
      if (added.status !== 201) return;
      const { id } = (await added.json()) as { id: number };
      acked.added.set(id, message);
      const marked = await post(`${url}/resource/message/marked`, [id], token);
      if (marked.status !== 200) return;
      await marked.arrayBuffer();
      acked.marked.add(id);
    } catch {
      return; // the connection died with the server: that write was never acknowledged
    }
  }
}

it('every acknowledged write survives kill -9 of the server', { timeout: 90_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shui-durable-'));
  dirs.push(dir);
  const file = join(dir, 'state.json');
  const acked: Acknowledged = { added: new Map(), marked: new Set() };
  const login = async (url: string) =>
    (
      (await (await post(`${url}/sys/login`, { username: 'student', password: 'Shui@2025' })).json()) as {
        data: { access_token: string };
      }
    ).data.access_token;

  for (let round = 0; round < 6; round += 1) {
    const server = await startServer(['--state', file, '--quiet']);
    servers.push(server);
    // The restart: everything acknowledged before any earlier kill must be there.
    const state = (await (await fetch(`${server.url}/__admin/state`)).json()) as FakeState;
    const byId = new Map(state.notifications.map((n) => [n.id, n]));
    const lost = [...acked.added].filter(([id, message]) => byId.get(id)?.message !== message);
    const unmarked = [...acked.marked].filter((id) => byId.get(id)?.status !== 1);
    expect({ round, lost: lost.length, unmarked: unmarked.length }).toEqual({ round, lost: 0, unmarked: 0 });
    if (round === 5) break;

    const token = await login(server.url);
    const clients = Array.from({ length: 6 }, (_, c) => client(server.url, token, `r${round}c${c}`, acked));
    // Killed once this round's clients have had enough writes acknowledged for it to mean something (a
    // different number each round, so the kill falls at a different point of the clients' work), while
    // all six are still writing: however fast or slow the machine, never before.
    const added = acked.added.size + 10 + round * 3;
    const marked = acked.marked.size + 5 + round * 2;
    let ended = false;
    void Promise.all(clients).then(() => (ended = true));
    await until(() => {
      if (ended) throw new Error(`round ${round}: every client stopped before the server was killed`);
      return acked.added.size >= added && acked.marked.size >= marked;
    }, 1);
    await server.stop('SIGKILL');
    await Promise.all(clients);
  }
  // Enough writes were acknowledged for the test to mean something (each round waited for its share).
  expect(acked.added.size).toBeGreaterThan(50);
  expect(acked.marked.size).toBeGreaterThan(25);
});

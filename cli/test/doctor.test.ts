import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../src/commands/doctor';
import { deadApi, startApi } from './helpers';

let api: Awaited<ReturnType<typeof startApi>>;
// Another program on a port: answers anything with "hi" (and may see its probes hang up early).
const stranger = createServer((socket) => {
  socket.on('error', () => {});
  socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhi');
});

beforeAll(async () => {
  api = await startApi();
  await new Promise<void>((done) => stranger.listen(0, '127.0.0.1', () => done()));
});
afterAll(async () => {
  await api.close();
  stranger.close();
});

describe('doctor', () => {
  it('checks Node.js against the engines field', async () => {
    const [node] = await runChecks({ api: 1, web: 1 });
    expect(node).toMatchObject({ name: 'Node.js', ok: true });
    expect(node?.detail).toContain(process.versions.node);
  });

  it('tells a free port, our fake API, and another program apart', async () => {
    const free = Number(new URL(await deadApi()).port);
    const strangerPort = (stranger.address() as AddressInfo).port;
    const ours = await runChecks({ api: Number(new URL(api.url).port), web: free });
    expect(ours.find((c) => c.name.includes('fake API'))).toMatchObject({
      ok: true,
      detail: 'in use by our fake API',
    });
    expect(ours.find((c) => c.name.includes('portal'))).toMatchObject({ ok: true, detail: 'free' });
    const taken = await runChecks({ api: strangerPort, web: free });
    expect(taken.find((c) => c.name.includes('fake API'))).toMatchObject({
      ok: false,
      detail: 'in use by another program',
    });
  });
});

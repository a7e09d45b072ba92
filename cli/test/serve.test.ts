import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveArgs } from '../src/commands/serve';
import { FAKE_API_NODE_FLAGS } from '../src/lib/paths';

describe('serve', () => {
  it('starts the fake API as `pnpm fake-api` does: the control panel built when stale, then the flags', () => {
    const fakeApiStart = JSON.parse(readFileSync(join(__dirname, '../../apps/fake-api/package.json'), 'utf8'))
      .scripts.start as string;
    expect(fakeApiStart).toBe(`node ${FAKE_API_NODE_FLAGS.join(' ')} scripts/start.mjs --build-panel`);
    expect(
      serveArgs({ port: 0, state: 'memory', quiet: true, origin: ['http://portal.example:8080'] }),
    ).toEqual([
      '--build-panel',
      '--port',
      '0',
      '--state',
      'memory',
      '--origin',
      'http://portal.example:8080',
      '--quiet',
    ]);
    expect(serveArgs({ drift: 'fixtures/drift/stand-in.json' })).toEqual([
      '--build-panel',
      '--drift',
      'fixtures/drift/stand-in.json',
    ]);
    expect(serveArgs({ replay: 'recordings/test', into: 'state' })).toEqual([
      '--build-panel',
      '--replay',
      'recordings/test',
      '--into',
      'state',
    ]);
  });
});

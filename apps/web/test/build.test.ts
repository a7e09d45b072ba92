import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { environments, type EnvironmentName } from '@shui/contract';

const WEB = resolve(import.meta.dirname, '..');
const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Builds the portal for one environment, as `SHUI_ENV=<name> pnpm build` does, and returns its text. */
async function buildFor(name: EnvironmentName): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `shui-web-${name}-`));
  outDirs.push(outDir);
  const previous = { SHUI_ENV: process.env.SHUI_ENV, NODE_ENV: process.env.NODE_ENV };
  process.env.SHUI_ENV = name;
  // Vitest sets NODE_ENV=test, which would make React's development build.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB,
      mode: 'production',
      configFile: join(WEB, 'vite.config.ts'),
      configLoader: 'runner',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const files = readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((f) => /\.(js|html|css)$/.test(f));
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  return files.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
}

/** Checks without printing the whole bundle when a check fails. */
function expectContains(text: string, part: string, yes: boolean) {
  expect(text.includes(part), `the build ${yes ? 'lacks' : 'contains'} "${part}"`).toBe(yes);
}

describe('production build', () => {
  it('prod uses the prod addresses and contains nothing of the fake API or /__admin', async () => {
    const text = await buildFor('prod');
    expectContains(text, environments.prod.api, true);
    expectContains(text, environments.prod.ssoAuthorize, true);
    const forbidden = [
      '127.0.0.1:4100',
      '/__admin',
      '/__services',
      environments.test.api,
      'createFakeApi',
      'jsxDEV',
    ];
    for (const part of forbidden) expectContains(text, part, false);
  });

  it('test uses the test addresses', async () => {
    const text = await buildFor('test');
    expectContains(text, environments.test.api, true);
    expectContains(text, environments.prod.api, false);
    expectContains(text, '127.0.0.1:4100', false);
  });

  it('local points at the fake API', async () => {
    const text = await buildFor('local');
    expectContains(text, environments.local.api, true);
    expectContains(text, environments.prod.api, false);
    expectContains(text, '/__admin', false);
  });
});

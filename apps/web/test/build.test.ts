import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { environments, type EnvironmentName } from '@shui/contract';

const WEB = resolve(import.meta.dirname, '..');
const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The source modules of every chunk a build wrote (absolute paths), collected as it writes them. */
function moduleCollector(modules: string[]): Plugin {
  return {
    name: 'collect-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') modules.push(...output.moduleIds);
    },
  };
}

/**
 * Builds the portal for one environment, as `SHUI_ENV=<name> pnpm build` does, and returns its text
 * (`modules`, if given, gets the source modules of its chunks).
 */
async function buildFor(name: EnvironmentName, modules: string[] = []): Promise<string> {
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
      plugins: [moduleCollector(modules)],
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

/**
 * The control panel (apps/control-panel, served by the fake API at /__admin/) adds nothing to the portal:
 * no module of it, nor of the contract's control-plane files it uses, is in any chunk (/home's included),
 * and none of its texts or class names is in the files.
 */
function expectNoControlPanel(modules: string[], text: string) {
  const panelCode = (path: string) =>
    /[\\/]apps[\\/]control-panel[\\/]/.test(path) ||
    /[\\/]packages[\\/]contract[\\/]src[\\/]admin(-client|-endpoints|-events)?\.ts$/.test(path);
  expect(modules.length).toBeGreaterThan(100);
  expect(modules.filter(panelCode)).toEqual([]);
  for (const part of ['Shui 控制台', 'Shui control panel', 'panel-layout', '/__admin/events'])
    expectContains(text, part, false);
}

describe('production build', () => {
  it('prod uses the prod addresses and contains nothing of the fake API or /__admin', async () => {
    const modules: string[] = [];
    const text = await buildFor('prod', modules);
    expectContains(text, environments.prod.api, true);
    expectContains(text, environments.prod.ssoAuthorize, true);
    const forbidden = [
      '127.0.0.1:4100',
      '/__admin',
      '/__services',
      environments.test.api,
      'createFakeApi',
      'jsxDEV',
      // react-router's development warnings (vite.config.ts takes its production build).
      'No routes matched location',
    ];
    for (const part of forbidden) expectContains(text, part, false);
    expect(modules.filter((id) => /[\\/]react-router[\\/]dist[\\/]development[\\/]/.test(id))).toEqual([]);

    expectNoControlPanel(modules, text);
  });

  it('test uses the test addresses and contains nothing of the control panel', async () => {
    const modules: string[] = [];
    const text = await buildFor('test', modules);
    expectContains(text, environments.test.api, true);
    expectContains(text, environments.prod.api, false);
    expectContains(text, '127.0.0.1:4100', false);
    expectNoControlPanel(modules, text);
  });

  it('local points at the fake API', async () => {
    const text = await buildFor('local');
    expectContains(text, environments.local.api, true);
    expectContains(text, environments.prod.api, false);
    expectContains(text, '/__admin', false);
  });
});

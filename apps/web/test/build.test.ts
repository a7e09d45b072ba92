import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import {
  environments,
  RUNTIME_CONFIG_FILE,
  runtimeConfigOf,
  runtimeConfigText,
  type EnvironmentName,
} from '@shui/contract';

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
 * Builds the portal as `SHUI_ENV=<name> pnpm build` does: every file of the build by its path
 * (`modules`, if given, gets the source modules of its chunks).
 */
async function buildFor(name: EnvironmentName, modules: string[] = []): Promise<Map<string, Buffer>> {
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
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .sort();
  return new Map(files.map((file) => [file, readFileSync(join(outDir, file))]));
}

/** The text of the code: every script, page and style sheet of a build. */
function codeOf(files: Map<string, Buffer>): string {
  const code = [...files].filter(([file]) => /\.(js|html|css)$/.test(file));
  expect(code.some(([file]) => file.endsWith('.js'))).toBe(true);
  return code.map(([, bytes]) => bytes.toString('utf8')).join('\n');
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
  it('is one build for every environment: only config.json differs, and the code names no address', async () => {
    const modules: string[] = [];
    const prod = await buildFor('prod', modules);
    const test = await buildFor('test');

    expect(prod.get(RUNTIME_CONFIG_FILE)?.toString('utf8')).toBe(
      runtimeConfigText(runtimeConfigOf(environments.prod)),
    );
    expect(test.get(RUNTIME_CONFIG_FILE)?.toString('utf8')).toBe(
      runtimeConfigText(runtimeConfigOf(environments.test)),
    );
    const assets = (files: Map<string, Buffer>) =>
      [...files].filter(([file]) => file !== RUNTIME_CONFIG_FILE);
    expect(assets(test).map(([file]) => file)).toEqual(assets(prod).map(([file]) => file));
    for (const [file, bytes] of assets(prod)) expect(test.get(file)?.equals(bytes), file).toBe(true);

    const text = codeOf(prod);
    const forbidden = [
      environments.prod.api,
      environments.test.api,
      environments.prod.ssoAuthorize,
      '127.0.0.1:4100',
      '/__admin',
      '/__services',
      'createFakeApi',
      'jsxDEV',
      // react-router's development warnings (vite.config.ts takes its production build).
      'No routes matched location',
    ];
    for (const part of forbidden) expectContains(text, part, false);
    expect(modules.filter((id) => /[\\/]react-router[\\/]dist[\\/]development[\\/]/.test(id))).toEqual([]);

    expectNoControlPanel(modules, text);
  });
});

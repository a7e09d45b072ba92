import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envCommand } from '../src/commands/env';
import { run, tempDir } from './helpers';

const tmp = tempDir();

describe('env', () => {
  /** Runs with SHUI_ENV_FILE at a file of its own and SHUI_ENV as given (unset by default). */
  async function withEnvFile(
    shuiEnv: string | undefined,
    body: (file: string) => Promise<void>,
  ): Promise<void> {
    const file = join(mkdtempSync(join(tmp, 'env-')), 'env.json');
    const saved = { file: process.env.SHUI_ENV_FILE, env: process.env.SHUI_ENV };
    process.env.SHUI_ENV_FILE = file;
    if (shuiEnv === undefined) delete process.env.SHUI_ENV;
    else process.env.SHUI_ENV = shuiEnv;
    try {
      await body(file);
    } finally {
      for (const [key, value] of [
        ['SHUI_ENV_FILE', saved.file],
        ['SHUI_ENV', saved.env],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  }

  it('env use writes the file vite reads; env show reports it and its addresses', () =>
    withEnvFile(undefined, async (file) => {
      const shown = await run(envCommand, ['show']);
      expect(shown.out).toContain('pnpm dev:   local (default)');
      expect(shown.out).toContain('pnpm build: prod (default)');
      const used = await run(envCommand, ['use', 'test']);
      expect(used.code).toBe(0);
      expect(used.out).toContain('https://test.shuishan.net.cn/api');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ name: 'test' });
      const json = await run(envCommand, ['show', '--json']);
      expect(json.json()).toMatchObject({
        dev: { name: 'test', source: 'shui env use' },
        addresses: { api: 'https://test.shuishan.net.cn/api' },
      });
      const unknown = await run(envCommand, ['use', 'staging']);
      expect(unknown.code).toBe(2);
      expect(unknown.err).toContain('unknown environment "staging"; valid: local, test, prod');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ name: 'test' });
      process.env.SHUI_ENV = 'prod';
      expect((await run(envCommand, ['show'])).out).toContain('pnpm dev:   prod (SHUI_ENV)');
      expect(existsSync(file)).toBe(true);
    }));

  it('env use with a misspelt name suggests the closest, in text and JSON, and changes nothing', () =>
    withEnvFile(undefined, async (file) => {
      const typo = await run(envCommand, ['use', 'tset']);
      expect(typo.code).toBe(2);
      expect(typo.err).toBe(
        'shui: unknown environment "tset". Did you mean "test"?\nValid: local, test, prod.\n',
      );
      const json = await run(envCommand, ['use', 'Prod', '--json']);
      expect(json.code).toBe(2);
      expect(json.errorJson()).toEqual({
        error: {
          message: 'unknown environment "Prod". Did you mean "prod"?',
          hint: 'Valid: local, test, prod.',
          exitCode: 2,
          kind: 'environment',
          given: 'Prod',
          suggestions: ['prod'],
          valid: ['local', 'test', 'prod'],
        },
      });
      expect(existsSync(file)).toBe(false);
    }));

  it('a misspelt SHUI_ENV is named with a suggestion', () =>
    withEnvFile('prdo', async () => {
      const shown = await run(envCommand, ['show']);
      expect(shown.code).toBe(2);
      expect(shown.err).toContain('SHUI_ENV: unknown environment "prdo". Did you mean "prod"?');
    }));

  it('env reset removes the choice, says the defaults, and does nothing the second time', () =>
    withEnvFile(undefined, async (file) => {
      await run(envCommand, ['use', 'test']);
      const reset = await run(envCommand, ['reset']);
      expect(reset.code).toBe(0);
      expect(reset.out).toMatch(/^environment choice removed \(.*env\.json, was test\); restart pnpm dev/);
      expect(reset.out).toContain('pnpm dev:   local (default)\npnpm build: prod (default)\n');
      expect(existsSync(file)).toBe(false);
      expect((await run(envCommand, ['show', '--json'])).json()).toMatchObject({
        dev: { name: 'local', source: 'default' },
        build: { name: 'prod', source: 'default' },
        chosen: null,
      });
      const again = await run(envCommand, ['reset']);
      expect(again.code).toBe(0);
      expect(again.out).toContain('no environment chosen');
      expect(again.out).toContain('nothing to remove');
      const json = await run(envCommand, ['reset', '--json']);
      expect(json.json()).toEqual({
        removed: false,
        file,
        previous: null,
        defaults: { dev: 'local', build: 'prod' },
        dev: { name: 'local', source: 'default' },
        build: { name: 'prod', source: 'default' },
      });
    }));

  it('env reset removes a broken file too, and says when SHUI_ENV still wins', () =>
    withEnvFile('test', async (file) => {
      writeFileSync(file, '{ "name": "staging" }');
      expect((await run(envCommand, ['show'])).code).toBe(4);
      const reset = await run(envCommand, ['reset', '--json']);
      expect(reset.code).toBe(0);
      expect(reset.json()).toMatchObject({
        removed: true,
        previous: null,
        dev: { name: 'test', source: 'SHUI_ENV' },
      });
      expect(existsSync(file)).toBe(false);
      expect((await run(envCommand, ['reset'])).out).toContain(
        'note: SHUI_ENV=test is set in this shell and wins over the defaults',
      );
    }));
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRuntimeConfig, environments, runtimeConfigOf } from '@shui/contract';
import { chooseEnvironment } from '../env.config';

const dir = mkdtempSync(join(tmpdir(), 'shui-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('the environment of pnpm dev and pnpm build', () => {
  it('SHUI_ENV beats the file of shui env use, which beats the default of the command', () => {
    const chosen = file('test.json', '{"name":"test"}');
    expect(chooseEnvironment('build', join(dir, 'absent.json'), {})).toEqual(environments.prod);
    expect(chooseEnvironment('serve', join(dir, 'absent.json'), {})).toEqual(environments.local);
    expect(chooseEnvironment('build', chosen, {})).toEqual(environments.test);
    expect(chooseEnvironment('build', chosen, { SHUI_ENV: 'local' })).toEqual(environments.local);
  });

  it('SHUI_API_PORT moves every local address to that port and leaves the real servers alone', () => {
    const absent = join(dir, 'absent.json');
    const moved = chooseEnvironment('serve', absent, { SHUI_API_PORT: '4200' });
    expect(moved.api).toBe('http://127.0.0.1:4200');
    expect(moved.ssoAuthorize).toBe('http://127.0.0.1:4200/oauth2/authorize');
    expect(Object.values(moved).filter((v) => v.includes('4100'))).toEqual([]);
    expect(chooseEnvironment('build', absent, { SHUI_API_PORT: '4200' })).toEqual(environments.prod);
    expect(() => chooseEnvironment('serve', absent, { SHUI_API_PORT: '42a' })).toThrow(
      'SHUI_API_PORT=42a is not a port (a whole number from 1 to 65535)',
    );
    expect(() => chooseEnvironment('serve', absent, { SHUI_API_PORT: '70000' })).toThrow(
      /SHUI_API_PORT=70000/,
    );
  });

  it('a broken file stops with its name and what to do, unless SHUI_ENV decides', () => {
    const broken = file('broken.json', '{"name": "loc');
    expect(() => chooseEnvironment('serve', broken, {})).toThrow(
      new RegExp(
        `^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON \\(.+\\)\\. Run \`pnpm shui env use`,
      ),
    );
    expect(() => chooseEnvironment('serve', broken, {})).toThrow(/pnpm shui env reset/);
    expect(chooseEnvironment('serve', broken, { SHUI_ENV: 'prod' })).toEqual(environments.prod);
  });

  it('an unknown name says where it came from and lists the valid ones', () => {
    const odd = file('odd.json', '{"name":"staging"}');
    expect(() => chooseEnvironment('build', odd, {})).toThrow(
      `unknown environment "staging" (from ${odd}); valid: local, test, prod`,
    );
    expect(() => chooseEnvironment('build', odd, { SHUI_ENV: 'qa' })).toThrow('(from SHUI_ENV)');
  });
});

describe('pnpm dev --record-from', () => {
  it('calls the recording proxy and keeps the recorded server’s other addresses', () => {
    const absent = join(tmpdir(), 'shui-no-env-file.json');
    const test = chooseEnvironment('serve', absent, { SHUI_RECORD_FROM: 'test', SHUI_API_PORT: '4300' });
    expect(test).toEqual({ ...environments.test, name: 'local', api: 'http://127.0.0.1:4300' });
    expect(checkRuntimeConfig(runtimeConfigOf(test)).ok).toBe(true);
    const standIn = chooseEnvironment('serve', absent, { SHUI_RECORD_FROM: 'http://127.0.0.1:4555' });
    expect(standIn).toMatchObject({
      name: 'local',
      api: 'http://127.0.0.1:4100',
      helpSite: 'http://127.0.0.1:4555/__services/help',
      ssoAuthorize: 'http://127.0.0.1:4555/oauth2/authorize',
    });
    expect(() => chooseEnvironment('serve', absent, { SHUI_RECORD_FROM: 'staging' })).toThrow(
      'SHUI_RECORD_FROM=staging is neither local, test, prod nor an address',
    );
    // A build never records.
    expect(chooseEnvironment('build', absent, { SHUI_RECORD_FROM: 'test' })).toEqual(environments.prod);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environments } from '@shui/contract';
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

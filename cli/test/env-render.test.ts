import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRuntimeConfig, environments, runtimeConfigOf, runtimeConfigText } from '@shui/contract';
import { envCommand } from '../src/commands/env';
import { run } from './helpers';

const tmp = mkdtempSync(join(tmpdir(), 'shui-render-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A build's folder with an index.html of one inline script and one module script. */
function buildFolder(): { dir: string; inline: string } {
  const dir = mkdtempSync(join(tmp, 'www-'));
  const inline = '\n        (function () { document.title = "x"; })();\n      ';
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><body><script>${inline}</script><script type="module" src="/assets/a.js"></script></body></html>`,
  );
  return { dir, inline };
}

describe('shui env render', () => {
  it("prints the environment's config.json, with the overrides given, checked", async () => {
    const plain = await run(envCommand, ['render', '--env', 'prod']);
    expect(plain).toMatchObject({ code: 0, err: '' });
    expect(plain.out).toBe(runtimeConfigText(runtimeConfigOf(environments.prod)));

    const moved = await run(envCommand, [
      'render',
      '--env',
      'test',
      '--set',
      'api=https://api.example.org/v1',
    ]);
    expect(JSON.parse(moved.out)).toEqual({
      ...runtimeConfigOf(environments.test),
      api: 'https://api.example.org/v1',
    });
  });

  it('points every address at a stand-in, keeping the name', async () => {
    const out = (await run(envCommand, ['render', '--env', 'prod', '--stand-in', 'https://127.0.0.1:8443']))
      .out;
    const config = JSON.parse(out) as Record<string, string>;
    expect(config).toMatchObject({
      name: 'prod',
      api: 'https://127.0.0.1:8443',
      ssoAuthorize: 'https://127.0.0.1:8443/oauth2/authorize',
      helpSite: 'https://127.0.0.1:8443/__services/help',
    });
    expect(checkRuntimeConfig(config).ok).toBe(true);
  });

  it('writes config.json and the nginx policy with the inline script by its hash', async () => {
    const { dir, inline } = buildFolder();
    const nginx = join(tmp, 'conf', 'shui-env.conf');
    const done = await run(envCommand, ['render', '--env', 'test', '--out', dir, '--nginx', nginx, '--json']);
    expect(done.code).toBe(0);
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).toBe(
      runtimeConfigText(runtimeConfigOf(environments.test)),
    );
    const hash = createHash('sha256').update(inline).digest('base64');
    const policy = done.json().contentSecurityPolicy as string;
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(policy).toContain("connect-src 'self' https://test.shuishan.net.cn;");
    expect(readFileSync(nginx, 'utf8')).toContain(`set $shui_csp "${policy}";`);
    expect(done.json()).toMatchObject({ file: join(dir, 'config.json'), nginx });
  });

  it('refuses a bad value, names every problem, and writes nothing', async () => {
    const { dir } = buildFolder();
    const refused = await run(envCommand, [
      'render',
      '--env',
      'prod',
      '--set',
      'api=http://www.shuishan.net.cn/api',
      '--set',
      'helpSite=https://x.cn/</script>',
      '--out',
      dir,
    ]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('"api" uses http: outside the local environment (use https:)');
    expect(refused.err).toContain('"helpSite" holds a quote, angle bracket, backslash, backtick or space');
    expect(existsSync(join(dir, 'config.json'))).toBe(false);

    const badKey = await run(envCommand, ['render', '--env', 'test', '--set', 'apiBase=https://x.cn']);
    expect(badKey.code).toBe(2);
    expect(badKey.err).toContain(
      '--set apiBase=https://x.cn: expected key=address with key one of api, ssoAuthorize',
    );
  });

  it('needs the build for --nginx, and leaves config.json alone without it', async () => {
    const empty = mkdtempSync(join(tmp, 'empty-'));
    const refused = await run(envCommand, [
      'render',
      '--env',
      'prod',
      '--out',
      empty,
      '--nginx',
      join(empty, 'x.conf'),
    ]);
    expect(refused.code).toBe(4);
    expect(refused.err).toContain(`--nginx needs the portal's build: no ${join(empty, 'index.html')}`);
    expect(existsSync(join(empty, 'config.json'))).toBe(false);
  });
});

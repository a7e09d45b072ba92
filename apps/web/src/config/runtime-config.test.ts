import { describe, expect, it, vi } from 'vitest';
import { environments, runtimeConfigOf } from '@shui/contract';
import { loadRuntimeConfig, RUNTIME_CONFIG_URL } from './runtime-config';

const answer = (body: string, status = 200) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );

describe('the portal reads config.json before it starts', () => {
  it('asks for the file beside index.html, past every cache', async () => {
    const config = runtimeConfigOf(environments.test);
    const fetchConfig = answer(JSON.stringify(config));
    await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual({ readable: true, raw: config });
    expect(RUNTIME_CONFIG_URL).toBe('/config.json');
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['no file (the SPA fallback answered 404)', answer('not found', 404)],
    ['an answer that is not JSON (index.html instead)', answer('<!doctype html><html></html>')],
    ['a failed request', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('takes %s as unreadable', async (_, fetchConfig) => {
    await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual({ readable: false });
  });
});

describe('installing the environment of config.json', () => {
  it('refuses what cannot be read or is wrong, installing nothing', async () => {
    const { installRuntimeConfig } = await import('./env');
    expect(installRuntimeConfig({ readable: false })).toEqual({
      ok: false,
      problems: [{ kind: 'unreadable', field: '' }],
    });
    const wrong = { ...runtimeConfigOf(environments.prod), api: 'http://www.shuishan.net.cn/api' };
    expect(installRuntimeConfig({ readable: true, raw: wrong })).toEqual({
      ok: false,
      problems: [{ kind: 'http-outside-local', field: 'api' }],
    });
  });
});

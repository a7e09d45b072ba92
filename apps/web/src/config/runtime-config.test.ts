import { describe, expect, it, vi } from 'vitest';
import { environments, runtimeConfigOf } from '@shui/contract';
import { loadRuntimeConfig, RUNTIME_CONFIG_URL } from './runtime-config';

const answer = (body: string, status = 200) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );

describe('the portal reads config.json before it starts', () => {
  it('asks for the file beside index.html, past every cache, and starts with its environment', async () => {
    const fetchConfig = answer(JSON.stringify(runtimeConfigOf(environments.test)));
    await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual({
      ok: true,
      config: runtimeConfigOf(environments.test),
      environment: environments.test,
    });
    expect(RUNTIME_CONFIG_URL).toBe('/config.json');
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['no file (the SPA fallback answered 404)', answer('not found', 404)],
    ['an answer that is not JSON (index.html instead)', answer('<!doctype html><html></html>')],
    ['a failed request', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('refuses %s as unreadable', async (_, fetchConfig) => {
    await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual({
      ok: false,
      problems: [{ kind: 'unreadable', field: '' }],
    });
  });

  it('gives back the problems of a wrong file', async () => {
    const wrong = { ...runtimeConfigOf(environments.prod), api: 'http://www.shuishan.net.cn/api' };
    await expect(loadRuntimeConfig(answer(JSON.stringify(wrong)))).resolves.toEqual({
      ok: false,
      problems: [{ kind: 'http-outside-local', field: 'api' }],
    });
  });
});

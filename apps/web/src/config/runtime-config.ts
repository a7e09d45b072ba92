/**
 * Reading the deployment's `config.json` (main.tsx), with no import at all: the bundler may place any
 * module of the portal in a chunk that main.tsx's first import loads, and run its top level then. Only
 * main.tsx imports this file; it hands what was read to `config/env.ts` (docs/decisions.md 50).
 */

/** Where the deployment puts `config.json`: beside index.html. */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

/** What was read: the parsed file, or `unreadable` (no file, not JSON, a failed request). */
export type LoadedConfig = { readable: true; raw: unknown } | { readable: false };

/** Reads `config.json`, never from a cache (a deployment may change it without a new build). */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<LoadedConfig> {
  try {
    const response = await fetchConfig(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return response.ok ? { readable: true, raw: await response.json() } : { readable: false };
  } catch {
    return { readable: false };
  }
}

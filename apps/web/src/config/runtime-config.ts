import { checkRuntimeConfig, RUNTIME_CONFIG_FILE, type RuntimeConfigCheck } from '@shui/contract';

/** Where the deployment puts `config.json`: beside index.html. */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}${RUNTIME_CONFIG_FILE}`;

/**
 * Reads and checks the deployment's `config.json` (never from a cache: a deployment may change it
 * without a new build). No file, an answer that is not JSON and a failed request are all `unreadable`.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfigCheck> {
  const unreadable: RuntimeConfigCheck = { ok: false, problems: [{ kind: 'unreadable', field: '' }] };
  try {
    const response = await fetchConfig(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return unreadable;
    return checkRuntimeConfig(await response.json());
  } catch {
    return unreadable;
  }
}

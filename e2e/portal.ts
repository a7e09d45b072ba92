import { environments } from '@shui/contract';

/**
 * Where the e2e suite serves the built portal (not 4173, so a developer's preview can keep running);
 * E2E_PORTAL_PORT moves it, so two checkouts can run their suites side by side.
 */
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 4273);
export const PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;

/** The built portal the suite serves, relative to e2e/ (E2E_PORTAL_DIR, as scripts/build-portal.mjs). */
export const PORTAL_DIR = process.env.E2E_PORTAL_DIR ?? '.portal';

/** The API address baked into a `local` build; each worker's requests to it go to its own fake API. */
export const LOCAL_API = environments.local.api;

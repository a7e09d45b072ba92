/**
 * The entry: reads the deployment's `config.json` (one build serves every environment) while the browser
 * paints the static shell of index.html (header bar and, on the home page, the banner picture), then
 * installs its environment and starts the portal in it. A missing or wrong configuration shows an error
 * screen instead, and no API call is made: the portal is never started. The portal's code is already
 * downloading meanwhile: index.html preloads it (vite.config.ts, the `shui-preload-boot` plugin).
 */
import { loadRuntimeConfig } from './config/runtime-config';

const [loaded] = await Promise.all([
  loadRuntimeConfig(),
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
]);
const { installRuntimeConfig } = await import('./config/env');
const check = installRuntimeConfig(loaded);
if (check.ok) {
  await import('./boot');
} else {
  const { showConfigError } = await import('./app/config-error');
  await showConfigError(check.problems);
}

export {};

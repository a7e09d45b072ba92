/**
 * The entry: reads the deployment's `config.json` (one build serves every environment) while the browser
 * paints the static shell of index.html (header bar and, on the home page, the banner picture), then
 * starts the portal in that environment. A missing or wrong configuration shows an error screen instead,
 * and no API call is made: the portal's code is never loaded. The portal's code is already downloading
 * meanwhile: index.html preloads it (vite.config.ts, the `shui-preload-boot` plugin).
 */
import { installEnvironment } from './config/env';
import { loadRuntimeConfig } from './config/runtime-config';

const [check] = await Promise.all([
  loadRuntimeConfig(),
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
]);
if (check.ok) {
  installEnvironment(check.environment);
  await import('./boot');
} else {
  const { showConfigError } = await import('./app/config-error');
  await showConfigError(check.problems);
}

export {};

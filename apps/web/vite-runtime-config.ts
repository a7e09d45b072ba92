import type { Plugin } from 'vite';
import { RUNTIME_CONFIG_FILE, runtimeConfigOf, runtimeConfigText, type Environment } from '@shui/contract';

/**
 * `config.json`, the portal's runtime configuration (main.tsx reads it before the portal starts):
 * `pnpm dev` serves the chosen environment's, never cached; `pnpm build` writes the chosen environment's
 * beside index.html, a default that the deployment replaces (`shui env render`). Nothing else of the
 * build depends on the environment: one build serves them all.
 */
export function runtimeConfig(environment: Environment): Plugin {
  const text = runtimeConfigText(runtimeConfigOf(environment));
  return {
    name: 'shui-runtime-config',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${RUNTIME_CONFIG_FILE}`) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: RUNTIME_CONFIG_FILE, source: text });
    },
  };
}

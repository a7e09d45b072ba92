import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { DEFAULT_WEB_PORT, portFromVariable } from '@shui/contract';
import { defineConfig } from 'vite';
import { chooseEnvironment } from './env.config';
import { pyodideAssets } from './vite-pyodide';
import { runtimeConfig } from './vite-runtime-config';

/** boot.tsx's static imports: the start of the portal's shell (see build.rolldownOptions). */
const SHELL_MODULES =
  /([\\/]src[\\/](app[\\/]app\.tsx|lib[\\/](i18n|language|session)\.ts)|[\\/]react-dom[\\/]client\.js)$/;

/** Code of these packages runs nothing on import (checked by reading it). */
const PURE_PACKAGES = /[\\/]@rc-component[\\/](form|async-validator)[\\/]/;

/**
 * react-router's package exports only its development build (remix-run/react-router#14102): in a
 * production bundle its development warnings stay on ("No routes matched location …" in the console) and
 * their text ships. Its production build sits beside it; a build takes that one while it exists.
 */
function reactRouterProductionBuild(): string | undefined {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const entry = join(dirname(packageJson), 'dist/production/index.mjs');
  return existsSync(entry) ? entry : undefined;
}

export default defineConfig(({ command }) => {
  const environment = chooseEnvironment(command);
  const landingPrefix = JSON.stringify(process.env.SHUI_LANDING_HOST_PREFIX ?? 'cn.');
  // The chosen environment goes into config.json only (served by pnpm dev, written beside a build's
  // index.html): the code is the same for every environment.
  if (!process.env.VITEST) {
    const what = command === 'build' ? 'config.json of this build' : 'config.json';
    console.log(`${what}: ${environment.name}, api ${environment.api}`);
  }
  const reactRouter = command === 'build' ? reactRouterProductionBuild() : undefined;
  return {
    resolve: { alias: reactRouter ? [{ find: /^react-router$/, replacement: reactRouter }] : [] },
    plugins: [
      react(),
      pyodideAssets(),
      runtimeConfig(environment),
      {
        // These packages lack "sideEffects": false, so a single FormProvider import (antd's Tooltip, Menu,
        // Drawer and Modal all take one) brought the whole form engine and its validator to every page.
        name: 'shui-pure-packages',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          if (resolved && PURE_PACKAGES.test(resolved.id)) return { ...resolved, moduleSideEffects: false };
          return null;
        },
      },
      {
        // main.tsx imports boot.tsx only after the first paint; its code (and its style) is requested from
        // index.html straight away, so waiting for the paint costs no download time.
        name: 'shui-preload-boot',
        apply: () => process.env.SHUI_NO_PRELOAD !== '1',
        transformIndexHtml: {
          order: 'post',
          handler(html, { bundle }) {
            if (!bundle) return [];
            const boot = Object.values(bundle).find(
              (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith('/src/boot.tsx'),
            );
            if (!boot || boot.type !== 'chunk') throw new Error('the boot chunk (src/boot.tsx) is missing');
            const chunks = new Set<string>();
            const styles = new Set<string>();
            const visit = (fileName: string) => {
              const chunk = bundle[fileName];
              if (!chunk || chunk.type !== 'chunk' || chunks.has(fileName)) return;
              chunks.add(fileName);
              for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
              chunk.imports.forEach(visit);
            };
            visit(boot.fileName);
            const absent = (href: string) => !html.includes(`/${href}"`);
            return [
              ...[...styles].filter(absent).map((href) => ({
                tag: 'link',
                attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
                injectTo: 'head' as const,
              })),
              ...[...chunks].filter(absent).map((href) => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
                injectTo: 'head' as const,
              })),
            ];
          },
        },
      },
      {
        // index.html's inline script needs the landing prefix too (define reaches modules only).
        name: 'shui-landing-prefix',
        transformIndexHtml: (html) => html.replaceAll('__SHUI_LANDING_PREFIX__', landingPrefix),
      },
    ],
    define: {
      __SHUI_LANDING_PREFIX__: landingPrefix,
    },
    // The practice page's workers (features/practice/runner) are module workers: Pyodide's loader is
    // imported by URL at run time, and a classic worker cannot import().
    worker: { format: 'es' },
    // The dev server finds the packages to pre-bundle by crawling from index.html, which never reaches a
    // worker's imports: sql.js (sql-worker.ts) was found only when a page first started the SQL worker, and
    // the re-bundling that followed reloaded the page and failed its in-flight module requests (504
    // "Outdated Optimize Dep"), a flake of the pnpm dev smoke test on a cold clone.
    optimizeDeps: { include: ['sql.js'] },
    server: {
      host: '127.0.0.1',
      // SHUI_WEB_PORT moves it (with SHUI_API_PORT, two checkouts run `pnpm dev` side by side) and then
      // holds it; without it, a busy 5173 moves to the next free port (nothing else points at it).
      port: portFromVariable('SHUI_WEB_PORT', process.env.SHUI_WEB_PORT) ?? DEFAULT_WEB_PORT,
      strictPort: Boolean(process.env.SHUI_WEB_PORT),
      allowedHosts: ['.localhost'],
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.localhost'] },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What boot.tsx imports statically is loaded at start anyway: one chunk (with everything it
            // imports), instead of the dozens of small shared chunks the lazy dialogs would cut out of it
            // (each a request, and worse compression). boot.tsx itself stays out: it is imported
            // dynamically after the first paint, and a group chunk would not run it.
            groups: [{ name: 'shell', test: SHELL_MODULES, includeDependenciesRecursively: true }],
          },
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // One page and one module graph per worker: a new jsdom and antd for each file cost more than the
      // tests. vitest.setup.ts puts the page back after each file (src/lib/testing/fresh-page.ts).
      isolate: false,
      // React and antd under jsdom take a second or two per test, several times that on a busy machine
      // (two workers share the cores): 5 s failed tests that were only slow.
      testTimeout: 20_000,
    },
  };
});

/**
 * The entry: lets the browser paint the static shell of index.html (header bar and, on the home page, the
 * banner picture) before the portal's code runs, then starts it. The code itself is already downloading:
 * index.html preloads it (vite.config.ts, the `shui-preload-boot` plugin).
 */
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('./boot');

export {};

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chooseEnvironment } from './env.config';

export default defineConfig(({ command }) => {
  const environment = chooseEnvironment(command);
  // Only the chosen environment's addresses reach the bundle; the web code never sees the others.
  if (!process.env.VITEST) console.log(`[web] environment ${environment.name}: api ${environment.api}`);
  return {
    plugins: [react()],
    define: {
      __SHUI_ENV__: JSON.stringify(environment),
      __SHUI_LANDING_PREFIX__: JSON.stringify(process.env.SHUI_LANDING_HOST_PREFIX ?? 'cn.'),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, allowedHosts: ['.localhost'] },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.localhost'] },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 900,
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
    },
  };
});

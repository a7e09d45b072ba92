import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The control panel, served by the fake API under /__admin/ (apps/fake-api/src/control/control-panel.ts): its
 * page at /__admin/ and /__admin/ui/..., its assets (hashed names, cached for a year) under
 * /__admin/assets/. Built by scripts/control-panel.mjs when missing or stale; never part of the portal.
 */
export default defineConfig({
  base: '/__admin/',
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    // antd is most of it; the panel is loaded from the developer's own machine.
    chunkSizeWarningLimit: 1500,
  },
});

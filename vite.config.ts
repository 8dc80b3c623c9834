import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress';

const API = 'http://localhost:5001';

// The server serves dist/web with a strict CSP (script-src 'self', style-src 'self'): no inline code in the build.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // which chunks each screen loads, for the size budgets (test/unit/web-budgets.test.ts)
    manifest: true,
    rolldownOptions: {
      // zod schemas are plain values: one that no screen uses is left out of the build like any unused constant
      treeshake: { manualPureFunctions: ['z'] },
      // the map library in a chunk of its own, loaded by the map components alone
      output: { codeSplitting: { groups: [{ name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/ }] } },
    },
  },
  server: {
    proxy: { '/api': API, '/health': API },
  },
});

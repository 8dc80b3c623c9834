import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:5001';

// The server serves dist/web with a strict CSP (script-src 'self', style-src 'self'): no inline code in the build.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': API, '/health': API },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web portal (ui/) built into dist/ui, which the API process serves (api/plugins/ui.ts). Assets get content
 * hashes in their names, so the server can cache them for good; every route and language is a chunk of its own.
 */
export default defineConfig({
  root: 'ui',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // ui/first-screen-size.ts reads it to measure what the first screen loads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // `npx vite` for UI work against a running portal (npm start) on port 3000. /auth/token and /auth/extension are
    // the portal's own hand-off pages, not API calls (api/paths.ts): Vite serves them.
    proxy: Object.fromEntries(['/v1', '^/auth/(?!(token|extension)(\\?|$))', '/csrf-cookie', '/docs', '/files'].map((path) => [path, 'http://127.0.0.1:3000'])),
  },
});

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pureSchemas } from './src/web/build/pure-schemas.ts';
import { lightPages } from './src/web/light/light-build.ts';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), lightPages(), pureSchemas()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser a school has (Chromium 66+, Firefox 115+, Safari 17+) preloads modules itself:
    // the polyfill would cost every page, the light one included, bytes that do nothing.
    modulePreload: { polyfill: false },
    // dist/web/.vite/manifest.json: which chunks a page imports, read by src/web/bundle.test.ts.
    manifest: true,
    rolldownOptions: {
      // Two pages: the app, and the signed-out pages' light client (docs/decisions.md).
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        light: path.resolve(import.meta.dirname, 'src/web/light.html'),
      },
      output: {
        // Libraries change less often than our code: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // React alone: the signed-out pages load it without the router.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'credentialless',
    },
  },
});

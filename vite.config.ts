import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blocklyMedia } from './src/web/build/blockly-media.ts';
import { scopedClassName } from './src/web/build/class-names.ts';
import { mantineComponentStyles } from './src/web/build/mantine-styles.ts';
import { pageChunks } from './src/web/build/page-chunks.ts';
import { pageRoutes } from './src/web/build/page-routes.ts';
import { precompress } from './src/web/build/precompress.ts';
import { pureSchemas } from './src/web/build/pure-schemas.ts';
import { serviceWorker } from './src/web/build/service-worker.ts';
import { webManifests } from './src/web/build/web-manifests.ts';
import { localeStrings } from './src/web/i18n/strings-build.ts';
import { lightPages } from './src/web/light/light-build.ts';

/** Mantine's form controls: home and the workspace draw none of them (e2e/bundle-chunks.e2e.ts). */
const FORM_CONTROLS = 'Combobox|Select|Table|TextInput|InputBase';
/**
 * Libraries a page downloads only when it draws them, whatever how many pages share them: the form
 * controls' code, and their rules (src/web/build/mantine-styles.ts puts them beside the code).
 */
const PAGE_LIBRARIES = new RegExp(
  String.raw`node_modules[\\/](zod|lit|lit-html|lit-element|@lit|@wokwi)[\\/]` +
    String.raw`|node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/](${FORM_CONTROLS})[\\/]|styles[\\/](${FORM_CONTROLS})\.)`,
);
const isCommonLibrary = (id: string) => /node_modules[\\/]/.test(id) && !PAGE_LIBRARIES.test(id);

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    mantineComponentStyles(),
    lightPages(),
    localeStrings(),
    pureSchemas(),
    pageRoutes(),
    precompress(),
    webManifests(),
    blocklyMedia(),
    // Last: it precaches what the others wrote (src/web/build/service-worker.ts).
    serviceWorker(),
  ],
  // `_{class}_{hash of the file}`, without the rule's line: shorter class maps in every page's script.
  css: { modules: { generateScopedName: scopedClassName } },
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
            // Libraries most pages share (Mantine's base, its hooks, TanStack Query, the icons they
            // all show), as one file instead of ~50 of a few hundred bytes each (gzip's overhead per
            // file). Not zod, the canvas's libraries (lit, Wokwi) nor the form controls: home and the
            // workspace draw none of them (e2e/bundle-chunks.e2e.ts checks).
            { name: 'common', test: isCommonLibrary, minShareCount: 12 },
            // The rest of what pages download when they open: one chunk per set of pages that
            // reach a module (src/web/build/page-chunks.ts).
            pageChunks(PAGE_LIBRARIES),
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

import { VitePWA } from 'vite-plugin-pwa';

/**
 * Build-time only. The service worker (src/web/offline/service-worker.ts, built by vite-plugin-pwa's
 * injectManifest into dist/web/service-worker.js) and the files it precaches: what the app needs to
 * open with the network gone — its scripts and styles (the texts of the three languages, the parts'
 * drawings and the Python libraries are chunks among them), the MicroPython runtime, the app's HTML
 * and icons. Not the light pages' HTML (signed out, one needs the network to sign in; their few
 * small chunks come along with the rest), nor the build's brotli copies, source maps or records.
 */
export const PRECACHE_GLOBS = [
  'index.html',
  'favicon.svg',
  'icons/*.png',
  'assets/**/*.{js,mjs,css,wasm,svg,png,webp,woff2}',
];
export const PRECACHE_IGNORES = ['**/*.br', '**/*.map', '.vite/**', 'light*.html'];

/** The worker's name in dist/web and the URL it is registered from (offline/sw-register.ts). */
export const SERVICE_WORKER_FILE = 'service-worker.js';

export const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'offline',
    filename: 'service-worker.ts',
    // Registered by the app itself, after its first paint (offline/sw-register.ts); never by the light page.
    injectRegister: false,
    // One manifest per language (web-manifests.ts), not the plugin's single one.
    manifest: false,
    includeManifestIcons: false,
    injectManifest: {
      // A classic worker: every browser a school has runs it, module workers are newer.
      rollupFormat: 'iife',
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      // Hashed names need no revision; index.html and the icons get one from their content.
      dontCacheBustURLsMatching: /^assets\//,
      // The largest chunk (the code editor) is ~0.5 MB; a file past this fails the build, not the precache.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });

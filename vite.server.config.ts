import { defineConfig } from 'vite';

/**
 * The server compiled for production: src/server/main.ts, everything of ours it imports and the
 * packages it uses, bundled into dist/server/main.js and a few chunks it loads when needed (the
 * app, the demo seed, S3), and dist/server/check-thread.js, the behaviour checks' thread. Run with `node dist/server/main.js` (what `npm start` does), no
 * transpiler at run time. Bundling the packages too spares Node resolving and reading some
 * thousand files at every start (≈ 15 % of a later start's CPU time).
 */
export default defineConfig({
  publicDir: false,
  ssr: {
    noExternal: true,
    // Left as imports of node_modules: packages that read files beside their own code (PGlite's
    // WebAssembly, swagger-ui's pages), native ones (sharp, pg-native), and the S3 SDK, loaded
    // only when files go to S3.
    external: [
      '@electric-sql/pglite',
      'sharp',
      '@fastify/swagger-ui',
      '@aws-sdk/client-s3',
      'pg',
      'pg-native',
      // Its .mjs finds micropython.wasm beside itself.
      '@micropython/micropython-webassembly-pyscript',
    ],
  },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      // The behaviour checks' worker thread is an entry of its own (src/server/checks/runner.ts).
      input: { main: 'src/server/main.ts', 'check-thread': 'src/server/checks/check-thread.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});

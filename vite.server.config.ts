import { defineConfig } from 'vite';

/**
 * The server compiled for production: src/server/main.ts and everything of ours it imports in one
 * ES module, dist/server/main.js; packages stay imports of node_modules. Run with
 * `node dist/server/main.js` (what `npm start` does), no transpiler at run time.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});

// `npm run build`: the SPA (dist/web), the compiled server (dist/server/main.js), the empty
// database a first start copies (dist/server/empty-database), then the stamp `npm start` compares.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hashBuildInputs, removeStamp, writeStamp } from './build-stamp.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(1);
  }
};

// Hashed before building: a file edited while the build runs makes the next start build again.
const inputs = await hashBuildInputs(ROOT);
await removeStamp(ROOT);
run(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build']);
run(process.execPath, [
  path.join(ROOT, 'node_modules/vite/bin/vite.js'),
  'build',
  '-c',
  'vite.server.config.ts',
]);
run(process.execPath, [
  '--import',
  'tsx',
  'src/server/db/empty-database-cli.ts',
  'dist/server/empty-database',
]);
await writeStamp(ROOT, inputs);

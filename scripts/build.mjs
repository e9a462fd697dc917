// `npm run build`: the SPA (dist/web), the compiled server (dist/server/main.js), the empty
// database a first start copies (dist/server/empty-database), then the stamp `npm start` compares.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkBuild, hashBuildInputs, removeStamp, writeStamp } from './build-stamp.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(1);
  }
};

// `--if-stale`: nothing to do when dist/ is already the build of the sources as they are (`npm test`
// builds before the unit stage, whose process tests start the compiled server; its journeys then
// need no second build).
if (process.argv.includes('--if-stale')) {
  const build = await checkBuild(ROOT);
  if (build.current) {
    console.log('build: dist/ is the build of the sources as they are.');
    process.exit(0);
  }
  console.log(`build: building (${build.reason}).`);
}

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

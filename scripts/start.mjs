// `npm start`: builds only when dist/ is not the build of the sources as they are, then runs the
// compiled server in this process (no transpiler at run time).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBuild } from './build-stamp.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const build = await checkBuild(ROOT);
if (!build.current) {
  console.log(`Building first (${build.reason}).`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(ROOT, 'dist/server/main.js')).href);

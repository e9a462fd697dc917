// `node scripts/together.mjs a b …`: runs the npm scripts a, b … at the same time and exits non-zero
// if any of them failed (after all have ended). For `npm test`, where the type check (one core
// for a minute or two) and the build (mostly the other) would otherwise wait for each other.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script> …');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit' });
        child.once('error', (error) => resolve({ script, code: 1, error }));
        child.once('exit', (code, signal) =>
          resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
        );
      }),
  ),
);
for (const { script, code, seconds, error } of results)
  console.log(
    `together: ${script} ${code === 0 ? 'passed' : `failed (${error?.message ?? `exit ${code}`})`}${seconds === undefined ? '' : ` in ${seconds.toFixed(0)} s`}`,
  );
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);

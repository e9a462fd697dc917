// `node scripts/together.mjs a -- b c`: runs the npm scripts `a` and `b && c` at the same time and
// fails if either fails. The gate's unit tests leave one core idle for long stretches (a few long
// files end the run), which the type check fills (docs/decisions.md, "The gate's time").
// The last group writes to the terminal as it runs; the others' output is held and printed after
// it, so two reports never interleave.
import { spawn } from 'node:child_process';

const groups = [[]];
for (const arg of process.argv.slice(2)) {
  if (arg === '--') groups.push([]);
  else groups.at(-1).push(arg);
}
if (groups.some((group) => group.length === 0)) {
  console.error('usage: node scripts/together.mjs script… [-- script…]…');
  process.exit(2);
}

const runScript = (script, shown) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output }));
  });

const runGroup = async (scripts, shown) => {
  const results = [];
  for (const script of scripts) {
    const result = await runScript(script, shown);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
};

const settled = await Promise.all(groups.map((group, index) => runGroup(group, index === groups.length - 1)));
let failed = false;
for (const result of settled.flat()) {
  if (result.output) process.stdout.write(`\n── npm run ${result.script} ──\n${result.output}`);
  if (result.code !== 0) {
    console.error(`npm run ${result.script} failed (exit ${result.code})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

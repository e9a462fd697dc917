// Prints one closing line for CI from the vitest JSON reports: "tests: N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = '.test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const runs = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of runs) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // a file that failed to load has no test results of its own: count it as one failure
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `  ${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
if (runs.length === 0) console.log('  no test report found');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

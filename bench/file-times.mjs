// Prints each test file's time from the vitest JSON reports in .test-results/ (or the reports named
// on the command line), longest first, with each report's sum of file times and its wall time (first
// file's start to last file's end): `node bench/file-times.mjs [report.json …]`.
// Compare runs under similar load: other work on the machine moves every number. Vitest's JSON
// report starts a file's clock at its first test: its imports and beforeAll (a server's start, a
// world's build) are not in these times, but are in the wall time and in the reporter's own line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = '.test-results';
const named = process.argv.slice(2);
const reports = named.length
  ? named
  : existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(dir, file))
    : [];
if (reports.length === 0) console.log('no vitest JSON report found (run a suite first)');
for (const report of reports) {
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
  const files = testResults
    .map((result) => ({
      name: path.relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      start: result.startTime,
      end: result.endTime,
      tests: (result.assertionResults ?? []).length,
      status: result.status,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const sum = files.reduce((total, file) => total + file.seconds, 0);
  const wall = files.length
    ? (Math.max(...files.map((file) => file.end)) - Math.min(...files.map((file) => file.start))) / 1000
    : 0;
  console.log(`${report}: ${files.length} files, sum ${sum.toFixed(0)} s, wall ${wall.toFixed(0)} s`);
  for (const file of files)
    console.log(
      `  ${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.status === 'passed' ? '' : `${file.status}  `}${file.name}`,
    );
}

/**
 * The common-password list (src/server/auth/common-passwords.ts): how long its one load per process
 * takes, what the Set keeps in memory, and what a check costs after it. Prints figures; judges
 * nothing. No server. Run: node --expose-gc --import tsx bench/common-passwords.ts
 */
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  COMMON_PASSWORDS_FILE,
  isCommonPassword,
  loadCommonPasswords,
} from '../src/server/auth/common-passwords.ts';

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

collect();
const before = process.memoryUsage();
const start = performance.now();
const list = await loadCommonPasswords();
const loadMs = performance.now() - start;
collect();
const after = process.memoryUsage();

const CHECKS = 100_000;
const samples = ['Password1!', 'Chispa#2026', 'Vq7#mLp2xR', '12345678Aa!'];
const checkStart = performance.now();
for (let i = 0; i < CHECKS; i += 1) await isCommonPassword(samples[i % samples.length] ?? '');
const checkUs = ((performance.now() - checkStart) * 1000) / CHECKS;

console.log(`file            ${(statSync(COMMON_PASSWORDS_FILE).size / 1024).toFixed(0)} KB gzip`);
console.log(`entries         ${list.size} (lower-cased, duplicates by case folded)`);
console.log(`first load      ${loadMs.toFixed(0)} ms (read, gunzip, split, Set)`);
console.log(`heap kept       ${mb(after.heapUsed - before.heapUsed)}`);
console.log(`rss grown       ${mb(after.rss - before.rss)}`);
console.log(`one check       ${checkUs.toFixed(2)} µs (up to 5 Set lookups), after the load`);
if (!(globalThis as { gc?: unknown }).gc) console.log('(run with --expose-gc for a settled heap figure)');

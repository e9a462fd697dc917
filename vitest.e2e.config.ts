import { defineConfig } from 'vitest/config';
import { LongJourneysFirst } from './test/sequencer.ts';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own server and browser (free ports, its own DATA_DIR): a
    // journey spends much of its time waiting on its server and page, so two overlap well on two
    // cores (e2e 977 s → 791 s on a clean clone, the same 162 tests passing; the longest test took
    // 35 s of its 60).
    maxWorkers: 2,
    // A worker runs its files one after another in one process: the modules, and the browser
    // (support/browser.ts, sharedBrowser), are loaded once per worker instead of once per file.
    // Each file still starts its own server; each test still gets its own context.
    isolate: false,
    // The longest journeys start first, so neither worker runs one alone at the end.
    sequence: { sequencer: LongJourneysFirst },
    // expect.poll gives up after 1 s by default: with two files sharing two cores, a page that
    // reads its list after `load` took longer than that once in CI (guide-lists, 2026-11-27).
    // A poll whose answer is already right returns at once, so this costs only failing runs.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', ['json', { outputFile: '.test-results/e2e.json' }]],
  },
});

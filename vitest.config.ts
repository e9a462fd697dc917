import { defineConfig } from 'vitest/config';
import { localeStrings } from './src/web/i18n/strings-build.ts';
import { LongFilesFirst } from './test/sequencer.ts';

export default defineConfig({
  // The app's text areas (virtual:chispa-strings), which src/web/i18n/i18n.ts imports.
  plugins: [localeStrings()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps the modules it has loaded from one file to the next: each file no longer pays
    // for importing the server (fastify, drizzle, better-auth, PGlite) again, 190 s of import in
    // all (unit 586 s → 445 s). Every file builds its own app and database, so no state is shared.
    isolate: false,
    // Two files at a time even on two cores: vitest's default (cores − 1) runs them one by one, and
    // much of a file's time is spent waiting on its database and server, so two overlap well
    // (unit 424 s → 252 s on the 2-core CI machine, same results).
    maxWorkers: 2,
    // The minutes-long files start first, so that the short ones fill the other worker meanwhile.
    sequence: { sequencer: LongFilesFirst },
    reporters: [
      'default',
      ['json', { outputFile: `.test-results/${process.env.TEST_REPORT ?? 'unit'}.json` }],
    ],
  },
});

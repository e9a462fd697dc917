import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: [
      'default',
      ['json', { outputFile: `.test-results/${process.env.TEST_REPORT ?? 'unit'}.json` }],
    ],
  },
});

import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * `npm run test:pg`: the server's tests again, on a throwaway PostgreSQL server (test/with-postgres.ts).
 * Left out, because they already ran on the embedded database and PostgreSQL would add nothing:
 * - the files about the embedded database itself (its lock, crash safety, backup, fsync);
 * - the fuzzing and the access matrix: the same requests, the same SQL and the same error codes
 *   on both, and four minutes of the gate's thirty (docs/decisions.md, "The gate's time").
 * What differs on a server (pools, several connections at once, LISTEN/NOTIFY, several processes,
 * outages, timeouts) is what the remaining files test.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['src/server/**/*.test.ts'],
    exclude: [
      'src/server/db/embedded-*.test.ts',
      'src/server/db/backup.test.ts',
      'src/server/db/durable-fs.test.ts',
      'src/server/graceful-stop.test.ts',
      'src/server/fuzz*.test.ts',
      'src/server/access/matrix.test.ts',
      // No database in them: MicroPython runs the checks and the seeded programs, the same on both.
      'src/server/checks/*.test.ts',
      'src/server/db/seed-content/*.test.ts',
    ],
  },
});

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { Database } from './db/client.ts';
import { createFoldedLog, loggableError, loggerOptions } from './logging.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Fastify's real pino logger writing into `lines`. */
const capturedLogger = () => {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: 'info' }, { write: (l) => void lines.push(l) }) });
  return { lines, log: app.log, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('loggableError', () => {
  it("logs a failed query's class, code and SQL, never its parameters", async () => {
    const token = `secret-${randomBytes(16).toString('hex')}`;
    const error = await database.db.execute(sql`select ${token}::int`).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain(token);
    const { lines, log } = capturedLogger();
    log.error({ err: error }, 'request failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('Failed query: select $1::int'),
      cause: { code: '22P02' },
    });
  });

  it('keeps headers, cookies, bodies and passwords out of a line', () => {
    const { lines, log } = capturedLogger();
    log.info(
      {
        headers: { cookie: 'better-auth.session_token=abc', authorization: 'Bearer xyz' },
        body: 'code',
        password: 'pw',
      },
      'something',
    );
    expect(lines[0]).not.toMatch(/session_token=abc|Bearer xyz|"code"|"pw"/);
    expect(loggableError(new Error('plain')).message).toBe('plain');
  });
});

describe('createFoldedLog', () => {
  it('logs one failure kind once per interval and counts the repeats it held back', async () => {
    const { log, parsed } = capturedLogger();
    const logFolded = createFoldedLog(200);
    for (let i = 0; i < 5; i += 1) logFolded(log, 'warn', 'outage:ECONNREFUSED', {}, 'database unavailable');
    logFolded(log, 'warn', 'outage:57P01', {}, 'database unavailable');
    expect(parsed()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    logFolded(log, 'warn', 'outage:ECONNREFUSED', {}, 'database unavailable');
    expect(parsed()).toHaveLength(3);
    expect(parsed()[2]).toMatchObject({ msg: 'database unavailable', suppressed: 4 });
  });
});

import path from 'node:path';
import { beforeAll } from 'vitest';
import { createPglite } from '../../src/server/db/pglite.ts';
import type { Journey } from './journey.ts';

/** The seed's demo group of the free course, as its tables name it. */
export const DEMO_GROUP_NAME = '3.º A — Electrónica';

export interface DemoClassroom {
  groupId: string;
  studentId: string;
  /** The classroom query of an activity's address: `groupId=…&studentUid=…`. */
  query(): string;
}

/**
 * The demo group's id and the demo student's, read from the journey's seeded database while its
 * server is stopped (before the file's tests): activity addresses name both.
 */
export const demoClassroom = (journey: Journey): DemoClassroom => {
  const classroom: DemoClassroom = {
    groupId: '',
    studentId: '',
    query: () => `groupId=${classroom.groupId}&studentUid=${classroom.studentId}`,
  };
  beforeAll(() =>
    journey.server.restart(async (dataDir) => {
      const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
      try {
        const group = await db.query<{ id: string }>('select id from groups where name = $1', [
          DEMO_GROUP_NAME,
        ]);
        const student = await db.query<{ id: string }>(
          `select id from users where email = 'estudiante@chispa.test'`,
        );
        classroom.groupId = group.rows[0]?.id ?? '';
        classroom.studentId = student.rows[0]?.id ?? '';
      } finally {
        await db.close();
      }
    }),
  );
  return classroom;
};

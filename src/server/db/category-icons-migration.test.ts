import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './pglite.ts';

const FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');
const MIGRATION = '0012_category_icons.sql';

type Pglite = Awaited<ReturnType<typeof createPglite>>;
let db: Pglite;

const run = async (file: string) => {
  const text = await readFile(path.join(FOLDER, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
};

/** A database as it stood before categories had icons, with categories made then. */
beforeAll(async () => {
  db = await createPglite();
  const files = (await readdir(FOLDER)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files.filter((name) => name < MIGRATION)) await run(file);
  await db.query(`insert into guide_categories (value, text, name, emoji) values
    ('robotics', 'Robótica', 'Robótica', '🤖'), ('sensors', 'Sensores', 'Sensores', '🌡️'),
    ('iot', 'IoT', 'IoT', '🌐'), ('luz', 'Luz', 'Luz', '💡'), ('raro', 'Raro', 'Raro', '🦄'),
    ('nada', 'Nada', 'Nada', '')`);
  await run(MIGRATION);
}, 120_000);
afterAll(() => db.close());

describe('migration 0012: category emoji become icons', () => {
  it('gives each stored emoji its icon, any other the plain one, and keeps no emoji', async () => {
    const { rows } = await db.query<{ value: string; icon: string }>(
      'select value, icon from guide_categories order by value',
    );
    expect(Object.fromEntries(rows.map((row) => [row.value, row.icon]))).toEqual({
      iot: 'world',
      luz: 'bulb',
      nada: 'category',
      raro: 'category',
      robotics: 'robot',
      sensors: 'temperature',
    });
    const { rows: columns } = await db.query(
      `select 1 from information_schema.columns where table_name = 'guide_categories' and column_name = 'emoji'`,
    );
    expect(columns).toEqual([]);
  });
});

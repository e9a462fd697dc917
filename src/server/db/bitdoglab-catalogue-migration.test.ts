import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPglite } from './pglite.ts';

const FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');
const MIGRATION = '0015_bitdoglab_catalogue.sql';

type Pglite = Awaited<ReturnType<typeof createPglite>>;
let db: Pglite;

const run = async (file: string) => {
  const text = await readFile(path.join(FOLDER, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
};

/** A database as it stood before the BitDogLab, its catalogue not seeded yet. */
beforeEach(async () => {
  db = await createPglite();
  const files = (await readdir(FOLDER)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files.filter((name) => name < MIGRATION)) await run(file);
}, 120_000);
afterEach(() => db.close());

const palette = async () =>
  (
    await db.query<{ wokwi_type: string; names: Record<string, string> }>(
      'select wokwi_type, names from catalogue_components order by sort_order, name',
    )
  ).rows;

const seedOldCatalogue = () =>
  db.query(`insert into catalogue_components (id, name, names, wokwi_type, sort_order) values
    ('c1', 'Raspberry Pi Pico', '{"es":"Raspberry Pi Pico"}', 'wokwi-pi-pico', 10),
    ('c2', 'Protoboard (media)', '{"es":"Protoboard (media)"}', 'wokwi-breadboard-half', 20),
    ('c3', 'LED', '{"es":"LED"}', 'wokwi-led', 30)`);

describe('migration 0015: the BitDogLab in a seeded catalogue', () => {
  it('adds the BitDogLab right after the Pico, once, however often it runs', async () => {
    await seedOldCatalogue();
    await run(MIGRATION);
    await run(MIGRATION);
    const rows = await palette();
    expect(rows.map((row) => row.wokwi_type)).toEqual([
      'wokwi-pi-pico',
      'chispa-bitdoglab',
      'wokwi-breadboard-half',
      'wokwi-led',
    ]);
    expect(rows[1]?.names).toEqual({ es: 'BitDogLab', pt: 'BitDogLab', en: 'BitDogLab' });
  });

  it('leaves a database with no catalogue for the seed to fill', async () => {
    await run(MIGRATION);
    expect(await palette()).toEqual([]);
  });
});

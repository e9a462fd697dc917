/**
 * Practical guides for bench/guides-growth.ts, written straight into the database in one
 * INSERT … SELECT per batch: mixed categories, languages and difficulties, a tenth unpublished,
 * some inactive, one in twenty the content of a premium course and one in twenty of a free one,
 * with names and descriptions made of ordinary words (and one rare word in about one in 5,000);
 * each Portuguese guide is the translation of a Spanish one, for the one-version-each list.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';

export const CATEGORIES = [
  'robotics',
  'iot',
  'sensors',
  'lights',
  'sound',
  'motors',
  'displays',
  'games',
  'weather',
  'home',
  'music',
  'wearables',
] as const;

/** Words of names and descriptions; "led" and "sensor" are common, "teremín" rare. */
export const COMMON_WORD = 'led';
export const RARE_WORD = 'teremín';
export const MISSING_WORD = 'xilofonocuántico';

const NOUNS = [
  'Semáforo',
  'Alarma',
  'Termómetro',
  'Brazo',
  'Robot',
  'Reloj',
  'Dado',
  'Piano',
  'Radar',
  'Timbre',
];
const ADJECTIVES = [
  'inteligente',
  'con LED',
  'solar',
  'portátil',
  'musical',
  'nocturno',
  'sencillo',
  'por Wi-Fi',
];
const SENTENCES = [
  'Conecta un LED al pin GP15 y hazlo parpadear.',
  'Lee la temperatura con un sensor y muéstrala en la pantalla.',
  'Mueve un servo según la distancia que mide el ultrasonido.',
  'Suena un zumbador cuando alguien pulsa el botón.',
  'Cuenta los pasos con un acelerómetro y guarda el récord.',
  'Usa un potenciómetro para cambiar el brillo de la tira de luces.',
  'Programa una secuencia de colores en un anillo NeoPixel.',
];

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export const PREMIUM_COURSE_IDS = ['bench_premium_1', 'bench_premium_2', 'bench_premium_3'];
export const FREE_COURSE_IDS = ['bench_free_1', 'bench_free_2'];

/** The categories and the courses guides point at (published; the premium ones open to nobody here). */
export const seedCatalogue = async (db: Db) => {
  await db.execute(sql`insert into guide_categories (value, text, name, icon)
    select c, initcap(c), initcap(c), 'tools' from unnest(${textArray(CATEGORIES)}) c
    on conflict do nothing`);
  const courses = [
    ...PREMIUM_COURSE_IDS.map((id) => ({ id, modality: 'premium' })),
    ...FREE_COURSE_IDS.map((id) => ({ id, modality: 'free' })),
  ];
  for (const course of courses) {
    await db.execute(sql`insert into courses (id, name, modality, is_published)
      values (${course.id}, ${`Curso ${course.id}`}, ${course.modality}, true) on conflict do nothing`);
  }
};

/**
 * Guides number `from` + 1 … `to`; guide n was last changed n × 37 s (plus a little) after a fixed
 * instant: each growth step adds the newest guides, as a school's new guides would be.
 */
export const seedGuides = async (db: Db, from: number, to: number, batch = 2000) => {
  for (let start = from + 1; start <= to; start += batch) {
    const end = Math.min(to, start + batch - 1);
    await db.execute(sql`insert into practical_guides
      (id, name, description, category, difficulty, language, estimated_time, is_published, is_active,
       course_id, tags, updated_at, created_at, translation_of)
      select 'practical_bench_' || n,
        (${textArray(NOUNS)})[1 + n % 10] || ' ' || (${textArray(ADJECTIVES)})[1 + (n / 10) % 8] || ' ' || n,
        (${textArray(SENTENCES)})[1 + n % 7] || ' ' || (${textArray(SENTENCES)})[1 + (n / 7) % 7]
          || case when n % 4999 = 7 then ${` Termina tocando un ${RARE_WORD} de luz.`} else '' end,
        (${textArray(CATEGORIES)})[1 + (n * 7) % 12],
        (array['beginner','intermediate','advanced'])[1 + (n / 3) % 3],
        case when n % 20 < 12 then 'es' when n % 20 < 17 then 'en' else 'pt' end,
        15 + (n % 8) * 15,
        n % 10 <> 3,
        n % 25 <> 4,
        case when n % 20 = 5 then (${textArray(PREMIUM_COURSE_IDS)})[1 + (n / 20) % 3]
             when n % 20 = 6 then (${textArray(FREE_COURSE_IDS)})[1 + (n / 20) % 2] end,
        '["electrónica","pico"]'::jsonb,
        timestamptz '2026-11-01 12:00:00+00' + n * interval '37 seconds' + (n % 13) * interval '1 millisecond',
        timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second',
        -- The Portuguese guides translate the Spanish one that starts their run of twenty.
        case when n % 20 >= 17 then 'practical_bench_' || (n - n % 20 + 1) end
      from generate_series(${start}::int, ${end}::int) n`);
  }
};

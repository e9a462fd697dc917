import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { GuidePage } from '../../../domain/guides.ts';
import { guideCategories, practicalGuides } from '../../db/schema/index.ts';

let t: TestApp;
let ana: Caller;
const hoursAfter = (hours: number) => new Date(Date.UTC(2026, 9, 1, 12 + hours));

/** A door guide written in Spanish with Portuguese and English versions; a lamp only in Spanish;
 * a fan written in English whose Spanish version is still a draft. */
beforeAll(async () => {
  t = await buildTestApp();
  ana = await signUp(t.app);
  const { db } = t.database;
  await db.insert(guideCategories).values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
  const guide = (id: string, language: 'es' | 'pt' | 'en', hours: number, translationOf?: string) => ({
    id,
    name: id,
    category: 'robotics',
    language,
    translationOf,
    isPublished: true,
    updatedAt: hoursAfter(hours),
  });
  await db
    .insert(practicalGuides)
    .values([
      guide('practical_door', 'es', 5),
      guide('practical_lamp', 'es', 2),
      guide('practical_fan', 'en', 1),
    ]);
  await db
    .insert(practicalGuides)
    .values([
      guide('practical_door_pt', 'pt', 4, 'practical_door'),
      guide('practical_door_en', 'en', 3, 'practical_door'),
      { ...guide('practical_fan_es', 'es', 6, 'practical_fan'), isPublished: false },
    ]);
});
afterAll(() => t.close());

const ids = async (query: string) => {
  const response = await call(t, ana, { method: 'GET', url: `/api/guides?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GuidePage).items.map((guide) => guide.id);
};

describe('GET /api/guides in one language or preferring one', () => {
  it('language= lists only the guides written in it', async () => {
    expect(await ids('language=pt')).toEqual(['practical_door_pt']);
    expect(await ids('language=es')).toEqual(['practical_door', 'practical_lamp']);
  });

  it('prefer= lists every guide once: its version in that language when there is one, else its original', async () => {
    expect(await ids('prefer=pt')).toEqual(['practical_door_pt', 'practical_lamp', 'practical_fan']);
    expect(await ids('prefer=en')).toEqual(['practical_door_en', 'practical_lamp', 'practical_fan']);
    // The fan's Spanish version is a draft: the English original stands in for it.
    expect(await ids('prefer=es')).toEqual(['practical_door', 'practical_lamp', 'practical_fan']);
  });

  it('prefer= pages like the plain list, each guide once', async () => {
    const seen: string[] = [];
    let cursor = '';
    do {
      const response = await call(t, ana, { method: 'GET', url: `/api/guides?prefer=pt&limit=1${cursor}` });
      const page = response.json() as GuidePage;
      seen.push(...page.items.map((guide) => guide.id));
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
    } while (cursor);
    expect(seen).toEqual(['practical_door_pt', 'practical_lamp', 'practical_fan']);
  });

  it('without either, lists every version; a language beside prefer wins; an unknown one is a 400', async () => {
    expect(await ids('')).toHaveLength(5);
    expect(await ids('language=en&prefer=pt')).toEqual(['practical_door_en', 'practical_fan']);
    const response = await call(t, ana, { method: 'GET', url: '/api/guides?prefer=fr' });
    expect(response.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { GuidePage } from '../../../domain/guides.ts';
import { guideCategories, practicalGuides } from '../../db/schema/index.ts';

let t: TestApp;
let ana: Caller;
const base = new Date('2026-10-01T12:00:00Z').getTime();
const hoursAfter = (hours: number) => new Date(base + hours * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp();
  ana = await signUp(t.app);
  const { db } = t.database;
  await db.insert(guideCategories).values([
    { value: 'robotics', text: 'Robótica', name: 'Robótica', icon: 'robot', createdAt: hoursAfter(0) },
    { value: 'iot', text: 'IoT', name: 'IoT', icon: 'world', createdAt: hoursAfter(1) },
  ]);
  await db.insert(practicalGuides).values([
    { id: 'practical_a', name: 'Semáforo', category: 'iot', isPublished: true, updatedAt: hoursAfter(1) },
    {
      id: 'practical_b',
      name: 'Brazo robótico',
      category: 'robotics',
      difficulty: 'advanced',
      isPublished: true,
      updatedAt: hoursAfter(5),
      image: 'images/brazo.png',
    },
    { id: 'practical_c', name: 'Borrador', category: 'iot', isPublished: false, updatedAt: hoursAfter(9) },
    {
      id: 'practical_d',
      name: 'Archivado',
      category: 'iot',
      isPublished: true,
      isActive: false,
      updatedAt: hoursAfter(8),
    },
    {
      id: 'practical_e',
      name: 'Sensor 100% útil',
      category: 'iot',
      isPublished: true,
      updatedAt: hoursAfter(3),
    },
    { id: 'practical_f', name: 'Carrito', category: 'robotics', isPublished: true, updatedAt: hoursAfter(3) },
  ]);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await call(t, ana, { method: 'GET', url: `/api/guides${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GuidePage;
};

describe('GET /api/guides', () => {
  it('lists only published, active guides, last changed first, with their category', async () => {
    const page = await list();
    expect(page.items.map((g) => g.id)).toEqual(['practical_b', 'practical_f', 'practical_e', 'practical_a']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      name: 'Brazo robótico',
      categoryName: 'Robótica',
      categoryIcon: 'robot',
      difficulty: 'advanced',
      estimatedTime: 60,
      imageUrl: '/api/files/images/brazo.png',
    });
  });

  it('pages with a cursor, ties on updatedAt included, each guide once', async () => {
    const first = await list('?limit=2');
    expect(first.items.map((g) => g.id)).toEqual(['practical_b', 'practical_f']);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((g) => g.id)).toEqual(['practical_e', 'practical_a']);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by category, difficulty and a literal search', async () => {
    expect((await list('?category=robotics')).items.map((g) => g.id)).toEqual(['practical_b', 'practical_f']);
    expect((await list('?difficulty=advanced')).items.map((g) => g.id)).toEqual(['practical_b']);
    expect((await list(`?search=${encodeURIComponent('100%')}`)).items.map((g) => g.id)).toEqual([
      'practical_e',
    ]);
    expect((await list('?search=%25')).items.map((g) => g.id)).toEqual(['practical_e']);
  });

  it('lists the categories, the first made first, counting only the guides a student sees', async () => {
    const response = await call(t, ana, { method: 'GET', url: '/api/guide-categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        value: 'robotics',
        text: 'Robótica',
        name: 'Robótica',
        icon: 'robot',
        description: '',
        guideCount: 2,
      },
      { value: 'iot', text: 'IoT', name: 'IoT', icon: 'world', description: '', guideCount: 2 },
    ]);
  });

  it('needs a session, and answers bad queries with 400', async () => {
    expect((await call(t, null, { method: 'GET', url: '/api/guides' })).statusCode).toBe(401);
    expect((await call(t, null, { method: 'GET', url: '/api/guide-categories' })).statusCode).toBe(401);
    for (const query of ['?limit=0', '?limit=abc', '?difficulty=expert', '?cursor=nonsense']) {
      const response = await call(t, ana, { method: 'GET', url: `/api/guides${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

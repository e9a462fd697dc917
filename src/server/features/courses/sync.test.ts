import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, storedKeys } from '../../../../test/http.ts';
import type { Db } from '../../db/client.ts';
import { courses, practicalGuides, starterGuides } from '../../db/schema/index.ts';
import type { Module } from '../../db/schema/json.ts';
import { makeMultipart, makePng } from '../../storage/test-files.ts';
import {
  activity,
  buildCourseWorld,
  type CourseWorld,
  courseBody,
  createCourse,
  moduleOf,
} from './fixtures.ts';
import { syncCourseGuides } from './sync.ts';
import { guideWorkOf } from './write.ts';

/**
 * A course's guides are written in a number of statements that does not grow with its activities:
 * the Academy bench's 2,400-activity course took 10 s to publish when each generated guide was
 * its own INSERT, and renaming it wrote every guide one UPDATE at a time.
 */

let world: CourseWorld;
beforeAll(async () => {
  world = await buildCourseWorld();
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;

/** The transaction with each query builder call counted. */
const counting = (tx: Db) => {
  let statements = 0;
  const counted = new Proxy(tx, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (
        ['select', 'insert', 'update', 'delete', 'execute'].includes(String(prop)) &&
        typeof value === 'function'
      ) {
        return (...args: unknown[]) => {
          statements += 1;
          return value.apply(target, args);
        };
      }
      return value;
    },
  });
  return { tx: counted, statements: () => statements };
};

/** Syncs a course's guides as its next save would, and counts the statements it took. */
const syncCounted = async (courseId: string, fields: { name?: string; isPublished: boolean }) => {
  const [row] = await db().select().from(courses).where(eq(courses.id, courseId));
  if (!row) throw new Error('course missing');
  return db().transaction(async (tx) => {
    const { tx: counted, statements } = counting(tx);
    const course = { id: row.id, name: fields.name ?? row.name, isPublished: fields.isPublished };
    await syncCourseGuides(counted, course, (row.content as { modules: Module[] }).modules, new Date());
    return statements();
  });
};

const draftWith = async (activities: number) =>
  createCourse(world, {
    institution: '',
    content: {
      modules: [
        moduleOf(
          'Uno',
          Array.from({ length: activities }, () => activity()),
          [activity()],
        ),
      ],
    },
  });

const guidesOf = (courseId: string) =>
  Promise.all([
    db().select().from(starterGuides).where(eq(starterGuides.courseId, courseId)),
    db().select().from(practicalGuides).where(eq(practicalGuides.courseId, courseId)),
  ]);

describe('guide sync of a course', () => {
  it('publishes and renames in as many statements for 30 activities as for 2', async () => {
    const small = await draftWith(1);
    const large = await draftWith(29);
    const publish = [
      await syncCounted(small.id, { isPublished: true }),
      await syncCounted(large.id, { isPublished: true }),
    ];
    expect(publish[1]).toBe(publish[0]);
    const [, generated] = await guidesOf(large.id);
    expect(generated).toHaveLength(30);
    expect(generated.every((g) => g.isPublished)).toBe(true);

    const rename = [
      await syncCounted(small.id, { name: 'Otro nombre', isPublished: true }),
      await syncCounted(large.id, { name: 'Otro nombre', isPublished: true }),
    ];
    expect(rename[1]).toBe(rename[0]);
    const [starters, practical] = await guidesOf(large.id);
    expect(new Set([...starters, ...practical].map((g) => g.courseName))).toEqual(new Set(['Otro nombre']));
    expect(practical.every((g) => g.version === 2)).toBe(true);
  });

  it('takes over an orphan guide under a generated id in the same batch as the new ones', async () => {
    const course = await draftWith(2);
    const [starters] = await guidesOf(course.id);
    const orphanOf = starters[0];
    if (!orphanOf) throw new Error('no starter guide');
    await db()
      .insert(practicalGuides)
      .values({ id: `starter_${orphanOf.id}`, name: 'Huérfana', category: 'robotics', courseId: null });
    await syncCounted(course.id, { isPublished: true });
    const [, generated] = await guidesOf(course.id);
    expect(generated).toHaveLength(3);
    const taken = generated.find((g) => g.id === `starter_${orphanOf.id}`);
    expect(taken?.name).toBe(orphanOf.name);
    expect(taken?.courseId).toBe(course.id);
    expect(taken?.version).toBe(2);
  });
});

describe('what a course write does to its guides', () => {
  const course = { name: 'Electrónica', isPublished: true };

  it('brings them all in step for a new course, a saved tree or a publication change', () => {
    expect(guideWorkOf(null, course, true)).toBe('sync');
    expect(guideWorkOf(course, course, true)).toBe('sync');
    expect(guideWorkOf(course, { ...course, isPublished: false }, false)).toBe('sync');
  });

  it('only renames them when only the name changed, and leaves them alone otherwise', () => {
    expect(guideWorkOf(course, { ...course, name: 'Robótica' }, false)).toBe('rename');
    expect(guideWorkOf(course, course, false)).toBe('none');
  });

  it('renames every guide of a published course through the banner title', async () => {
    const created = await draftWith(3);
    const published = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${created.id}/publication`,
      payload: { isPublished: true, version: created.version },
    });
    expect(published.statusCode).toBe(200);
    const renamed = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${created.id}/title`,
      payload: { name: 'Curso renombrado' },
    });
    expect(renamed.statusCode).toBe(200);
    const [starters, practical] = await guidesOf(created.id);
    expect(practical).toHaveLength(4);
    expect(new Set([...starters, ...practical].map((g) => g.courseName))).toEqual(
      new Set(['Curso renombrado']),
    );
  });
});

describe('files of the generated guides a course deletes', () => {
  const LED = {
    parts: [{ id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 0, flip: false, attrs: { color: 'red' } }],
    wires: [],
  };

  /** The guide manager edits a generated guide's circuit, and the editor sends its picture. */
  const pictureOn = async (guideId: string) => {
    const [guide] = await db().select().from(practicalGuides).where(eq(practicalGuides.id, guideId));
    const saved = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/guides/${guideId}/project`,
      payload: { version: guide?.version, diagram: LED, code: 'print(1)' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const form = await makeMultipart([
      ['circuitHash', saved.json().project.circuitHash],
      ['file', { data: await makePng(), filename: 'circuit.png', type: 'image/png' }],
    ]);
    const sent = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/guides/${guideId}/thumbnail`,
      ...form,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const key = (sent.json().thumbnailUrl as string).replace('/api/files/', '');
    expect(await storedKeys(world.t)).toContain(key);
    return key;
  };

  it('removes the picture of a guide whose activity left the tree, and of every guide when the course goes', async () => {
    const [kept, dropped] = [activity(), activity()];
    const created = await createCourse(world, {
      institution: '',
      content: { modules: [moduleOf('Uno', [kept, dropped])] },
    });
    // Publishing makes the guides; while the course is back in draft its guides can be edited.
    let version = created.version;
    const publish = async (isPublished: boolean) => {
      const answer = await call(world.t, world.superAdmin, {
        method: 'PUT',
        url: `/api/courses/${created.id}/publication`,
        payload: { isPublished, version },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      version = answer.json().version;
    };
    await publish(true);
    await publish(false);
    const keptPicture = await pictureOn(`starter_${kept.idStart}`);
    const droppedPicture = await pictureOn(`starter_${dropped.idStart}`);
    await publish(true);

    const saved = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${created.id}`,
      payload: {
        ...courseBody({ institution: '', content: { modules: [moduleOf('Uno', [kept])] } }),
        version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await guidesOf(created.id))[1].map((g) => g.id)).toEqual([`starter_${kept.idStart}`]);
    expect(await storedKeys(world.t)).not.toContain(droppedPicture);
    expect(await storedKeys(world.t)).toContain(keptPicture);

    const deleted = await call(world.t, world.superAdmin, {
      method: 'DELETE',
      url: `/api/courses/${created.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await storedKeys(world.t)).not.toContain(keptPicture);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/http.ts';
import { COURSE_LIMITS, type CourseDetail } from '../../../domain/academy.ts';
import { starterGuides } from '../../db/schema/index.ts';
import { activity, buildCourseWorld, type CourseWorld, courseBody, moduleOf } from './fixtures.ts';

/**
 * A course save carries its whole tree, so a real course is several megabytes of JSON (the
 * Academy bench's 2,400 activities are ≈ 5 MB): more than the API's default 1 MiB body limit.
 */

let world: CourseWorld;
beforeAll(async () => {
  world = await buildCourseWorld();
});
afterAll(() => world.t.close());

const ONE_MIB = 1024 * 1024;

/** 40 activities whose code makes the body pass 1 MiB, well within the content limits. */
const heavyContent = () => ({
  modules: [
    moduleOf(
      'Pesado',
      Array.from({ length: 40 }, (_, i) => activity({ code: `# ${i}\n${'print("hola")\n'.repeat(2_200)}` })),
    ),
  ],
});

describe('a course bigger than the default body limit', () => {
  it('is created with every starter guide, and saved again', async () => {
    const body = courseBody({ content: heavyContent() });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(ONE_MIB);
    const created = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/courses',
      payload: body,
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const course = created.json<CourseDetail>();
    const starters = await world.t.database.db
      .select({ id: starterGuides.id })
      .from(starterGuides)
      .where(eq(starterGuides.courseId, course.id));
    expect(starters).toHaveLength(40);

    const saved = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      payload: { ...body, content: course.content, version: course.version },
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
  });

  it('is turned away before its body is read when the caller may not manage courses', async () => {
    // Past the course limit: an admin gets 413 for the size; a student must get 403 without the
    // server reading (and buffering) the body first.
    const payload = JSON.stringify({ name: 'x'.repeat(COURSE_LIMITS.bodyBytes + 10) });
    const headers = { 'content-type': 'application/json' };
    const asStudent = await call(world.t, world.student, {
      method: 'POST',
      url: '/api/courses',
      payload,
      headers,
    });
    expect(asStudent.statusCode).toBe(403);
    const asAdmin = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/courses',
      payload,
      headers,
    });
    expect(asAdmin.statusCode).toBe(413);
  });
});

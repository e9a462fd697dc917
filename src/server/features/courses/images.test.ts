import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, imageForm, storedKeys } from '../../../../test/http.ts';
import { makeAnimatedGif, makeMultipart, makePng, makeWebp } from '../../storage/test-files.ts';
import { buildCourseWorld, type CourseWorld, createCourse, snapshotOf } from './fixtures.ts';

let world: CourseWorld;
beforeAll(async () => {
  world = await buildCourseWorld();
});
afterAll(() => world.t.close());

/** Bytes that start like a PNG and run past `bytes`: refused by size before any decoding. */
const oversized = (bytes: number) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(bytes + 1024, 7)]);

const banner = async (
  courseId: string,
  parts: Parameters<typeof makeMultipart>[0],
  caller = world.superAdmin,
) =>
  call(world.t, caller, {
    method: 'PUT',
    url: `/api/courses/${courseId}/banner`,
    ...(await makeMultipart(parts)),
  });
const upload = async (
  url: string,
  file: { data: Buffer; filename: string; type?: string } | null,
  field = 'file',
) =>
  call(world.t, world.superAdmin, {
    method: 'PUT',
    url,
    ...(file ? await imageForm(file, field) : await makeMultipart([['note', 'sin archivo']])),
  });
const keysUnder = async (courseId: string) =>
  (await storedKeys(world.t)).filter((key) => key.startsWith(`courses/${courseId}/`));

describe('the course banner', () => {
  it('saves name and description without an image, and a JPEG/PNG/GIF under courses/{id}/banner', async () => {
    const course = await createCourse(world);
    const textOnly = await banner(course.id, [
      ['name', 'Nuevo banner'],
      ['description', 'Con descripción'],
    ]);
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    expect(textOnly.json()).toMatchObject({
      name: 'Nuevo banner',
      description: 'Con descripción',
      bannerUrl: null,
    });

    const first = await banner(course.id, [
      ['name', 'Con imagen'],
      ['image', { data: await makePng(120, 30), filename: 'banner.png', type: 'image/png' }],
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Con imagen', description: 'Con descripción' });
    expect(first.json().bannerUrl).toMatch(
      new RegExp(`^/api/files/courses/${course.id}/banner/banner-\\d+-[0-9a-f]+\\.png$`),
    );
    const served = await call(world.t, world.student, { url: first.json().bannerUrl });
    expect(served.statusCode).toBe(200);

    const second = await banner(course.id, [
      ['name', 'Con GIF'],
      ['image', { data: await makeAnimatedGif(), filename: 'b.gif', type: 'image/gif' }],
    ]);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().bannerUrl).toMatch(/\.gif$/);
    // The replaced banner is deleted (best-effort), the new one kept.
    expect(await keysUnder(course.id)).toEqual([second.json().bannerUrl.replace('/api/files/', '')]);
  });

  it('refuses over 2 MB (413) and WebP (415) with the §5 texts, storing and changing nothing', async () => {
    const course = await createCourse(world);
    const before = await snapshotOf(world, course.id);
    const large = await banner(course.id, [
      ['name', 'Grande'],
      ['image', { data: oversized(2_097_152), filename: 'big.png', type: 'image/png' }],
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('BANNER_TOO_LARGE');
    const webp = await banner(course.id, [
      ['name', 'WebP'],
      ['image', { data: await makeWebp(), filename: 'b.webp', type: 'image/webp' }],
    ]);
    expect(webp.statusCode).toBe(415);
    expect(webp.json().error.code).toBe('BANNER_WRONG_FORMAT');
    const shortName = await banner(course.id, [
      ['name', 'ab'],
      ['image', { data: await makePng(), filename: 'b.png', type: 'image/png' }],
    ]);
    expect(shortName.statusCode).toBe(400);
    expect(await snapshotOf(world, course.id)).toEqual(before);
    expect(await keysUnder(course.id)).toEqual([]);
  });

  it('refuses a student and another institution’s admin', async () => {
    const course = await createCourse(world);
    for (const caller of [world.student, world.southAdmin]) {
      const response = await banner(course.id, [['name', 'Ajeno']], caller);
      expect(response.statusCode).toBe(403);
    }
    expect(await keysUnder(course.id)).toEqual([]);
  });
});

describe('cover and module images', () => {
  it('stores a WebP cover under courses/{id}/images and deletes the one it replaces', async () => {
    const course = await createCourse(world);
    const url = `/api/courses/${course.id}/image`;
    const first = await upload(url, { data: await makeWebp(), filename: 'portada.webp', type: 'image/webp' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().imageUrl).toMatch(new RegExp(`^/api/files/courses/${course.id}/images/.+\\.webp$`));
    const second = await upload(url, { data: await makePng(), filename: 'portada.png', type: 'image/png' });
    expect(second.statusCode).toBe(200);
    expect(await keysUnder(course.id)).toEqual([second.json().imageUrl.replace('/api/files/', '')]);
  });

  it("answers 'no changes' without a file, 413 over 5 MB and 415 for what is not an image", async () => {
    const course = await createCourse(world);
    const before = await snapshotOf(world, course.id);
    for (const url of [`/api/courses/${course.id}/image`, `/api/courses/${course.id}/modules/0/image`]) {
      const none = await upload(url, null);
      expect(none.statusCode).toBe(400);
      expect(none.json().error.code).toBe('IMAGE_NO_CHANGES');
      const large = await upload(url, { data: oversized(5_242_880), filename: 'big.png', type: 'image/png' });
      expect(large.statusCode).toBe(413);
      expect(large.json().error.code).toBe('IMAGE_TOO_LARGE');
      const text = await upload(url, { data: Buffer.from('hola'), filename: 'a.png', type: 'image/png' });
      expect(text.statusCode).toBe(415);
      expect(text.json().error.code).toBe('COURSE_IMAGE_WRONG_FORMAT');
    }
    expect(await snapshotOf(world, course.id)).toEqual(before);
    expect(await keysUnder(course.id)).toEqual([]);
  });

  it('sets a module (lesson) image by index; out of range stores nothing', async () => {
    const course = await createCourse(world);
    const outOfRange = await upload(`/api/courses/${course.id}/modules/4/image`, {
      data: await makePng(),
      filename: 'm.png',
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error.code).toBe('MODULE_INDEX_INVALID');
    expect(await keysUnder(course.id)).toEqual([]);
    const saved = await upload(`/api/courses/${course.id}/modules/0/image`, {
      data: await makePng(),
      filename: 'm.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.modules[0].image).toMatch(
      new RegExp(`^/api/files/courses/${course.id}/images/`),
    );
  });

  it('deletes a course’s files with the course', async () => {
    const course = await createCourse(world);
    await upload(`/api/courses/${course.id}/image`, { data: await makePng(), filename: 'c.png' });
    await upload(`/api/courses/${course.id}/modules/0/image`, { data: await makePng(), filename: 'm.png' });
    expect(await keysUnder(course.id)).toHaveLength(2);
    const deleted = await call(world.t, world.superAdmin, {
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await keysUnder(course.id)).toEqual([]);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { institutions, superAdmins } from '../../src/server/db/schema/index.ts';
import {
  activityOf,
  insertCourse,
  insertGeneratedGuide,
  insertGroup,
} from '../../src/server/features/academy/fixtures.ts';
import { STRONG_PASSWORD, signUp, TEST_ORIGIN, type TestApp } from '../app.ts';
import type { FileSamples } from './multipart.ts';
import type { Targets } from './requests.ts';

/**
 * Paths better-auth's handler would answer under the `/api/auth/*` wildcard (all but the OIDC
 * callback are meant to be 404 now): the document cannot list them, so they are that
 * parameter's real values.
 */
const BETTER_AUTH_PATHS = [
  'callback/oidc',
  'error',
  'get-session',
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'update-user',
  'change-password',
  'revoke-sessions',
  'delete-user',
];

const expectStatus = (response: LightMyRequestResponse, status: number, what: string) => {
  if (response.statusCode !== status)
    throw new Error(`fixture ${what}: ${response.statusCode} ${response.body}`);
  return response.json();
};

type Sender = (
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  payload: object | Buffer,
  type?: string,
) => Promise<LightMyRequestResponse>;

/** Uploads the sample PNG as the upload modal does; answers the stored file's key. */
const uploadImage = async (send: Sender, png: Buffer, cookie: string, url: string) => {
  const boundary = 'fuzz-fixture';
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const type = `multipart/form-data; boundary=${boundary}`;
  const body = expectStatus(await send(cookie, 'PUT', url, form, type), 200, url);
  return String(body.imageUrl).replace('/api/files/', '');
};

/** A free course, a premium one nobody here studies (with its generated guide) and a draft. */
const insertAcademy = async ({ database: { db } }: TestApp) => {
  const [free, premium, draft] = ['activity_fuzz_free', 'activity_fuzz_premium', 'activity_fuzz_draft'].map(
    (id) => activityOf(id),
  );
  if (!free || !premium || !draft) throw new Error('fixture activities');
  await insertCourse(db, { id: 'course_fuzz_free', name: 'Libre', isPublished: true }, [free]);
  await insertCourse(
    db,
    { id: 'course_fuzz_premium', name: 'Premium', modality: 'premium', isPublished: true },
    [premium],
  );
  await insertCourse(db, { id: 'course_fuzz_draft', name: 'Borrador' }, [draft]);
  return {
    courses: ['course_fuzz_free', 'course_fuzz_premium', 'course_fuzz_draft'],
    activities: [free.id, premium.id, draft.id],
    premiumGuide: await insertGeneratedGuide(db, 'course_fuzz_premium', premium),
  };
};

/** An institution whose course has a group with `studentId` in it; answers the institution's id. */
const insertSchool = async ({ database: { db } }: TestApp, studentId: string) => {
  const [school] = await db
    .insert(institutions)
    .values({ name: 'Escuela Fuzz' })
    .returning({ id: institutions.id });
  if (!school) throw new Error('fixture institution');
  await insertCourse(db, { id: 'course_fuzz_school', name: 'Escolar', institution: 'Escuela Fuzz' });
  await insertGroup(db, 'course_fuzz_school', { studentIds: [studentId] });
  return school.id;
};

/**
 * Three users with sessions (an owner, another user, a super admin), a project each for the owner
 * and the other user (the owner's shared with the other, with an image), a catalogue item with an
 * image, a wire colour, two guide categories, a published guide and a draft, three courses (free, premium, draft)
 * with an activity each, a published course made through course management, and a paging
 * cursor: enough for generated requests to pass the checks and reach the handlers.
 */
export const createFixtures = async (testApp: TestApp, samples: FileSamples) => {
  const { app, database } = testApp;
  const owner = await signUp(app, { name: 'Fuzz Owner' });
  const other = await signUp(app, { name: 'Fuzz Other' });
  const admin = await signUp(app, { name: 'Fuzz Admin' });
  await database.db.insert(superAdmins).values({ userId: admin.id });
  const send: Sender = (cookie, method, url, payload, type) =>
    app.inject({
      method,
      url,
      payload,
      headers: { cookie, origin: TEST_ORIGIN, ...(type ? { 'content-type': type } : {}) },
    });
  const ownerProject = expectStatus(
    await send(owner.cookie, 'POST', '/api/projects', { name: 'Robot', category: 'robotics' }),
    201,
    'owner project',
  );
  const otherProject = expectStatus(
    await send(other.cookie, 'POST', '/api/projects', { name: 'Semáforo', category: 'iot' }),
    201,
    'other project',
  );
  await send(owner.cookie, 'PUT', `/api/projects/${ownerProject.id}/permissions`, {
    email: other.email,
    level: 'read',
  });
  const projectImage = await uploadImage(
    send,
    samples.png,
    owner.cookie,
    `/api/projects/${ownerProject.id}/image`,
  );
  const item = expectStatus(
    await send(admin.cookie, 'POST', '/api/catalogue', {
      names: { es: 'LED', pt: 'LED', en: 'LED' },
      wokwiType: 'wokwi-led',
    }),
    201,
    'catalogue item',
  );
  const itemImage = await uploadImage(send, samples.png, admin.cookie, `/api/catalogue/${item.id}/image`);
  await send(owner.cookie, 'POST', '/api/projects', { name: 'Otro', category: 'ia' });
  for (const value of ['robotics', 'luces']) {
    expectStatus(
      await send(admin.cookie, 'POST', '/api/guide-categories', { value, text: value }),
      201,
      value,
    );
  }
  const guide = expectStatus(await send(admin.cookie, 'POST', '/api/guides', { name: 'Guía' }), 201, 'guide');
  const draft = expectStatus(
    await send(admin.cookie, 'POST', '/api/guides', { name: 'Borrador' }),
    201,
    'draft',
  );
  expectStatus(
    await send(admin.cookie, 'PUT', `/api/guides/${guide.id}/publication`, { isPublished: true }),
    200,
    'publish guide',
  );
  const academy = await insertAcademy(testApp);
  const course = expectStatus(
    await send(admin.cookie, 'POST', '/api/courses', {
      name: 'Curso',
      description: 'Un curso',
      isPublished: true,
      content: {
        modules: [
          {
            number: '1',
            name: 'Luces',
            lessons: [
              {
                classActivities: [
                  {
                    id: 'activity_fuzz',
                    idStart: 'activity_fuzzStart',
                    name: 'Parpadeo',
                    code: 'print(1)',
                    InitialProjectDescription: 'Un LED',
                    introductionText: 'Hola',
                    steps: [],
                  },
                ],
                homeActivities: [],
              },
            ],
          },
        ],
      },
    }),
    201,
    'course',
  );
  // A group of the free course: the owner studies in it and the super admin leads it.
  const group = await insertGroup(database.db, 'course_fuzz_free', {
    mentorId: admin.id,
    studentIds: [owner.id],
  });
  // Seats of that group (issue 27): their ids and class code make the seat routes reach past 404.
  const seated = expectStatus(
    await send(admin.cookie, 'POST', `/api/groups/${group}/seats`, { names: ['Puesto Fuzz'] }),
    201,
    'seats',
  ) as { classCode: { code: string }; seats: { id: string }[] };
  const seatIds = seated.seats.map((seat) => seat.id);
  // An institution with a course and a group the owner studies in: the Backoffice's student page.
  const school = await insertSchool(testApp, owner.id);
  const institution = expectStatus(
    await send(admin.cookie, 'POST', '/api/institutions', { name: 'Colegio Fuzz' }),
    201,
    'institution',
  ) as { id: string };
  const color = expectStatus(
    await send(admin.cookie, 'POST', '/api/colors', {
      names: { es: 'Rosa', pt: 'Rosa', en: 'Pink' },
      hex: '#ff66aa',
    }),
    201,
    'colour',
  );
  const page = await app.inject({ url: '/api/projects?limit=1', headers: { cookie: owner.cookie } });
  const cursor = expectStatus(page, 200, 'project page').nextCursor as string;

  const byPrefix: Record<string, string[]> = {
    '/api/projects': [ownerProject.id, otherProject.id],
    '/api/projects/{id}/permissions': [owner.id, other.id, admin.id],
    '/api/catalogue': [item.id],
    '/api/guides': [guide.id, draft.id, academy.premiumGuide],
    '/api/academy/courses': academy.courses,
    '/api/academy/activities': [...academy.activities, 'activity_fuzz'],
    '/api/guide-categories': ['robotics', 'luces'],
    '/api/courses': [course.id, ...academy.courses],
    '/api/files': [projectImage, itemImage],
    '/api/groups': [group],
    '/api/groups/{id}/activities': [academy.activities[0] ?? ''],
    '/api/groups/{id}/activities/{activityId}/students': [owner.id],
    '/api/groups/{id}/students': [owner.id, other.id],
    '/api/institutions/{id}/admins': [admin.id, owner.id],
    '/api/institutions/{id}/mentors': [admin.id, owner.id],
    '/api/institutions/{id}/courses': [course.id, ...academy.courses],
    '/api/users': [owner.id, other.id, admin.id],
    '/api/colors': [color.id],
    '/api/auth': BETTER_AUTH_PATHS,
    '/api/institutions': [school, institution.id],
    '/api/institutions/{id}/students': [owner.id, other.id],
    '/api/seats': seatIds,
  };
  const known = [
    ...Object.entries(byPrefix).flatMap(([prefix, values]) => (prefix === '/api/auth' ? [] : values)),
    owner.email,
    other.email,
    admin.email,
    STRONG_PASSWORD,
    cursor,
    seated.classCode.code,
  ];
  const targets: Targets = { byPrefix, known };
  return { owner, other, admin, targets };
};

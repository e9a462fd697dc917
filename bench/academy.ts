/**
 * The Academy (issue 11) at scale: a 60-module course of 2,400 activities and 200 smaller
 * courses, created and published through the API, then the student's and the admin's reads.
 * Prints figures; never passes or fails on them (it exits 1 only when a request that must succeed
 * did not). Run: npm run bench:academy
 */

import { type ServerHandle, startServer } from '../e2e/support/server.ts';
import type { AcademyCourses, CourseDetail, CourseListPage, CourseView } from '../src/domain/academy.ts';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';
import { activityIdsOf, BIG_COURSE, courseBody, SMALL_COURSE } from './academy-course.ts';
import { type Caller, expectStatus, sample, signIn, spread } from './academy-http.ts';
import { explainActivityLookup } from './academy-plan.ts';
import { kb, median, ms } from './stats.ts';

const SMALL_COURSES = 200;
const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);
const since = (t0: number) => performance.now() - t0;

/** Step 1: 200 small published courses (every fourth premium), then the big course, published. */
const buildCourses = async (admin: Caller) => {
  const t0 = performance.now();
  const smallTimes: number[] = [];
  for (let i = 0; i < SMALL_COURSES; i += 1) {
    const body = courseBody(`s${i}`, SMALL_COURSE, {
      isPublished: true,
      modality: i % 4 === 3 ? 'premium' : 'free',
    });
    smallTimes.push(expectStatus(await admin.call('POST', '/api/courses', body), 201, 'small course').ms);
  }
  line(`POST /api/courses, ${SMALL_COURSES} small published courses (5 activities)`, spread(smallTimes));
  line('  all of them', `${(since(t0) / 1000).toFixed(1)} s`);

  const body = courseBody('big', BIG_COURSE);
  const activityIds = activityIdsOf(body);
  line('big course body', `${activityIds.length} activities, ${kb(Buffer.byteLength(JSON.stringify(body)))}`);
  const created = await admin.call<CourseDetail>('POST', '/api/courses', body);
  line(
    'POST /api/courses, big course (draft, 2,400 starter guides)',
    `${ms(created.ms)} → ${created.status}`,
  );
  expectStatus(created, 201, 'big course create');
  line('  response', kb(created.bytes));
  const course = created.body;
  const published = await admin.call<CourseDetail>('PUT', `/api/courses/${course.id}/publication`, {
    isPublished: true,
    version: course.version,
  });
  line('PUT …/publication, big course (2,400 practical guides)', `${ms(published.ms)} → ${published.status}`);
  expectStatus(published, 200, 'big course publication');
  return { course: published.body, activityIds };
};

/** Step 2: what the student reads. */
const studentReads = async (student: Caller, courseId: string, activityIds: string[]) => {
  const list = await sample(50, () => student.call<AcademyCourses>('GET', '/api/academy/courses'));
  const academy = (await student.call<AcademyCourses>('GET', '/api/academy/courses')).body;
  line(
    `GET /api/academy/courses (${academy.free.length} free, ${academy.premium.length} premium)`,
    spread(list),
  );
  const view = await sample(30, () => student.call('GET', `/api/academy/courses/${courseId}`));
  line('GET /api/academy/courses/:id, big course', spread(view));
  const one = await student.call<CourseView>('GET', `/api/academy/courses/${courseId}`);
  const wire = await student.wireBytes(`/api/academy/courses/${courseId}`);
  line('  response', `${kb(one.bytes)} JSON, ${kb(wire.bytes)} on the wire (${wire.encoding})`);
  line(
    '  activities listed',
    String(one.body.modules.reduce((n, m) => n + m.classActivities.length + m.homeActivities.length, 0)),
  );
  const step = Math.floor(activityIds.length / 100);
  const picked = Array.from({ length: 100 }, (_, i) => activityIds[i * step] as string);
  const lookups = await sample(100, (i) =>
    student.call('GET', `/api/academy/activities/${picked[i]}/course`),
  );
  line('GET /api/academy/activities/:id/course (100 spread)', spread(lookups, false));
  const guides = await sample(100, (i) => student.call('GET', `/api/academy/activities/${picked[i]}/guide`));
  line('GET /api/academy/activities/:id/guide (100 spread)', spread(guides, false));
  const guideList = await sample(30, () => student.call('GET', '/api/guides?limit=20'));
  line('GET /api/guides?limit=20 (big course free)', spread(guideList, false));
  return picked;
};

/** Step 3: what the super admin reads and writes. */
const adminCalls = async (admin: Caller, course: CourseDetail) => {
  let current = course;
  const puts: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const content = structuredClone(current.content);
    const renamed = content.modules[7]?.lessons[0]?.classActivities[3];
    if (renamed) renamed.name = `Actividad renombrada ${i}`;
    const { id: _, ...fields } = current;
    const answer = await admin.call<CourseDetail>('PUT', `/api/courses/${current.id}`, {
      name: fields.name,
      description: fields.description,
      institution: fields.institution,
      modality: fields.modality,
      isRemote: fields.isRemote,
      block: fields.block,
      isPublished: fields.isPublished,
      content,
      version: current.version,
    });
    puts.push(expectStatus(answer, 200, 'big course update').ms);
    current = answer.body;
  }
  line('PUT /api/courses/:id, big course, one activity renamed', `p50 ${ms(median(puts))} (n=5)`);
  const titled = await admin.call<CourseDetail>('PUT', `/api/courses/${course.id}/title`, {
    name: 'Curso grande renombrado',
  });
  line(
    'PUT /api/courses/:id/title, big course (2,400 guides renamed)',
    `${ms(titled.ms)} → ${titled.status}`,
  );
  current = expectStatus(titled, 200, 'big course title').body;
  const detail = await admin.call('GET', `/api/courses/${course.id}`);
  line('GET /api/courses/:id, big course (the editor)', `${ms(detail.ms)}, ${kb(detail.bytes)}`);
  const table = await sample(30, () => admin.call<CourseListPage>('GET', '/api/courses?limit=25'));
  line('GET /api/courses?limit=25', spread(table, false));
  return current;
};

/** The worst case for the guide list's premium filter: 2,400 newest guides the student may not open. */
const premiumGuideList = async (admin: Caller, student: Caller, course: CourseDetail) => {
  const { id, version, content, mentorId: _m, ...rest } = course;
  const answer = await admin.call('PUT', `/api/courses/${id}`, {
    name: rest.name,
    description: rest.description,
    institution: rest.institution,
    modality: 'premium',
    version,
  });
  line('PUT /api/courses/:id, big course made premium (no content)', `${ms(answer.ms)} → ${answer.status}`);
  expectStatus(answer, 200, 'big course made premium');
  const times = await sample(30, () => student.call('GET', '/api/guides?limit=20'));
  line('GET /api/guides?limit=20 (big course premium, no access)', spread(times, false));
  const locked = await student.call(
    'GET',
    `/api/academy/activities/${content.modules[0]?.lessons[0]?.classActivities[0]?.id}/guide`,
  );
  line('  its activity guide as the student', String(locked.status));
};

const main = async () => {
  const t0 = performance.now();
  let server: ServerHandle | undefined;
  try {
    server = await startServer();
    line('server start (migrate + seed, embedded PGlite)', ms(since(t0)));
    const admin = await signInAs(server, DEMO_ACCOUNTS.superAdmin);
    const student = await signInAs(server, DEMO_ACCOUNTS.student);
    const { course, activityIds } = await buildCourses(admin);
    const picked = await studentReads(student, course.id, activityIds);
    const after = await adminCalls(admin, course);
    await premiumGuideList(admin, student, after);
    await server.restart(async (dataDir) => {
      const plan = await explainActivityLookup(dataDir, DEMO_ACCOUNTS.student.email, picked[50] as string);
      line('activity → course lookup, starter_guides read by', plan.starterGuides);
      line('  uses starter_guides_activity_idx', plan.usesActivityIndex ? 'yes' : 'NO');
      for (const l of plan.lines) console.log(`    ${l}`);
    });
    line('whole run', `${(since(t0) / 1000).toFixed(0)} s`);
  } finally {
    await server?.stop();
  }
};

const signInAs = (server: ServerHandle, account: { email: string; password: string }) =>
  signIn(server.url, account.email, account.password);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * The classroom (issue 12) at class size: one group of 40 students on a 60-activity course, every
 * student opening, sending and being graded on a good share of the activities through the API, then
 * the mentor's and the students' reads (grades, CSV, a student's backoffice, my groups).
 * Prints figures; never passes or fails on them (it exits 1 only when a request that must succeed
 * did not). Run: npm run bench:classroom
 */

import { type ServerHandle, startServer } from '../e2e/support/server.ts';
import type { CourseDetail } from '../src/domain/academy.ts';
import type { ActivityProject, SubmissionView } from '../src/domain/classwork.ts';
import type { GroupGrades, StudentBackoffice } from '../src/domain/grades.ts';
import type { AddStudentsReport, GroupDetail, GroupOptions, MyGroup } from '../src/domain/groups.ts';
import type { Me } from '../src/domain/me.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import { activityIdsOf, type CourseShape, courseBody } from './academy-course.ts';
import { type Caller, expectStatus, sample, signIn, signUp, spread } from './academy-http.ts';
import { kb, ms } from './stats.ts';

const STUDENTS = 40;
/** 6 modules × (8 class + 2 home) = 60 activities, each with five steps and a small circuit. */
const CLASS_COURSE: CourseShape = { modules: 6, classActivities: 8, homeActivities: 2 };
/**
 * How far student i gets: opens 24–36 activities (in course order), sends all but the last 6 it
 * opened, and the mentor grades all but the last 6 it sent — 30 / 24 / 18 on average, so the grades
 * table holds graded, sent, in-progress and untouched cells.
 */
const openedBy = (i: number) => 24 + (i % 13);
const sentBy = (i: number) => openedBy(i) - 6;
const gradedBy = (i: number) => sentBy(i) - 6;

const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);
const since = (t0: number) => performance.now() - t0;

interface Student {
  id: string;
  caller: Caller;
}

/** The course, published on create, as the super admin; its activity ids in course order. */
const buildCourse = async (admin: Caller) => {
  const body = courseBody('clase', CLASS_COURSE, { isPublished: true });
  const activityIds = activityIdsOf(body);
  const created = await admin.call<CourseDetail>('POST', '/api/courses', body);
  expectStatus(created, 201, 'class course create');
  line(
    `POST /api/courses, ${activityIds.length} activities, published`,
    `${ms(created.ms)} (${kb(Buffer.byteLength(JSON.stringify(body)))} body)`,
  );
  return { course: created.body, activityIds };
};

/** The group with the demo tutor as its mentor, and 40 new accounts (`POST /api/users`) added to it. */
const buildGroup = async (baseUrl: string, admin: Caller, courseId: string) => {
  const options = expectStatus(
    await admin.call<GroupOptions>('GET', '/api/groups/options'),
    200,
    'group options',
  ).body;
  const tutor = options.mentors.find((m) => m.email === DEMO_ACCOUNTS.tutor.email);
  if (!tutor) throw new Error(`${DEMO_ACCOUNTS.tutor.email} is not among the mentor options`);
  const created = await admin.call<GroupDetail>('POST', '/api/groups', {
    name: 'Clase del bench',
    schedule: 'Martes 14:00',
    courseId,
    mentorId: tutor.id,
  });
  line('POST /api/groups', ms(expectStatus(created, 201, 'group create').ms));
  const groupId = created.body.id;

  const students: Student[] = [];
  const signUps: number[] = [];
  const emails: string[] = [];
  for (let i = 0; i < STUDENTS; i += 1) {
    const n = String(i + 1).padStart(2, '0');
    const email = `clase.bench.${n}@chispa.test`;
    const session = await signUp(baseUrl, `Estudiante ${n} Bench`, email, DEMO_PASSWORD);
    signUps.push(session.ms);
    emails.push(email);
    const me = expectStatus(await session.call<Me>('GET', '/api/me'), 200, 'me').body;
    students.push({ id: me.user.id, caller: session });
  }
  line(`POST /api/users, ${STUDENTS} students (scrypt)`, spread(signUps));
  const added = await admin.call<AddStudentsReport>('POST', `/api/groups/${groupId}/students`, { emails });
  expectStatus(added, 200, 'add students');
  line(
    `POST /api/groups/:id/students, ${STUDENTS} e-mails`,
    `${ms(added.ms)} (${added.body.added.length} added)`,
  );
  if (added.body.added.length !== STUDENTS) throw new Error(`added ${added.body.added.length} students`);
  return { groupId, students };
};

/**
 * The class works through the course an activity at a time, as a class does: every student who
 * gets that far opens it (their project is made), those who send it read their work (its version)
 * and send it, then the mentor reads each sent work and grades it.
 */
const classwork = async (mentor: Caller, groupId: string, activityIds: string[], students: Student[]) => {
  const opens: number[] = [];
  const reopens: number[] = [];
  const studentViews: number[] = [];
  const sends: number[] = [];
  const mentorViews: number[] = [];
  const grades: number[] = [];
  const rounds = Math.max(...students.map((_, i) => openedBy(i)));
  for (let a = 0; a < rounds; a += 1) {
    const activityId = activityIds[a] as string;
    const base = `/api/groups/${groupId}/activities/${activityId}`;
    for (const [i, student] of students.entries()) {
      if (a >= openedBy(i)) continue;
      const opened = await student.caller.call<ActivityProject>('POST', `${base}/project`);
      opens.push(expectStatus(opened, 201, 'first open').ms);
      // Every fifth student opens it again (a reload): the project is found, not made.
      if (i % 5 === 0)
        reopens.push(
          expectStatus(await student.caller.call('POST', `${base}/project`), 200, 'open again').ms,
        );
    }
    for (const [i, student] of students.entries()) {
      if (a >= sentBy(i)) continue;
      const path = `${base}/students/${student.id}`;
      const view = await student.caller.call<SubmissionView>('GET', path);
      studentViews.push(expectStatus(view, 200, 'student view').ms);
      const sent = await student.caller.call('POST', `${path}/send`, { version: view.body.version });
      sends.push(expectStatus(sent, 200, 'send').ms);
    }
    for (const [i, student] of students.entries()) {
      if (a >= gradedBy(i)) continue;
      const path = `${base}/students/${student.id}`;
      const view = await mentor.call<SubmissionView>('GET', path);
      mentorViews.push(expectStatus(view, 200, 'mentor view').ms);
      const graded = await mentor.call('POST', `${path}/grade`, {
        score: 60 + ((i + a) % 41),
        feedback: `Buen trabajo con el circuito de la actividad ${a + 1}. Revisá la **polaridad** del LED.`,
        version: view.body.version,
      });
      grades.push(expectStatus(graded, 200, 'grade').ms);
    }
  }
  line('POST …/project, first open (project made)', spread(opens));
  line('POST …/project, opened again', spread(reopens));
  line('GET …/students/:studentId, as the student (version)', spread(studentViews));
  line('POST …/students/:studentId/send', spread(sends));
  line('GET …/students/:studentId, as the mentor (version)', spread(mentorViews));
  line('POST …/students/:studentId/grade', spread(grades));
  return (
    opens.length + reopens.length + studentViews.length + sends.length + mentorViews.length + grades.length
  );
};

/** The whole-group views, with the group full of work. */
const reads = async (mentor: Caller, groupId: string, activityIds: string[], students: Student[]) => {
  const gradesPath = `/api/groups/${groupId}/grades`;
  const gradesTimes = await sample(30, () => mentor.call('GET', gradesPath));
  line('GET /api/groups/:id/grades (mentor)', spread(gradesTimes));
  const grades = await mentor.call<GroupGrades>('GET', gradesPath);
  const wire = await mentor.wireBytes(gradesPath);
  line('  response', `${kb(grades.bytes)} JSON, ${kb(wire.bytes)} on the wire (${wire.encoding})`);
  const cells = grades.body.students.flatMap((s) => s.cells);
  const byState = new Map<string, number>();
  for (const cell of cells) byState.set(cell.presentation, (byState.get(cell.presentation) ?? 0) + 1);
  line(
    `  ${grades.body.students.length} students × ${grades.body.activities.length} activities`,
    [...byState].map(([state, n]) => `${state} ${n}`).join(', '),
  );

  const csvPath = `/api/groups/${groupId}/grades.csv`;
  const csvTimes = await sample(30, () => mentor.call('GET', csvPath));
  line('GET /api/groups/:id/grades.csv (mentor)', spread(csvTimes));
  const csv = await mentor.call('GET', csvPath);
  line('  response', `${kb(csv.bytes)}, ${String(csv.body).trimEnd().split('\n').length} lines`);

  const table = await sample(30, (i) =>
    mentor.call(
      'GET',
      `/api/groups/${groupId}/activities/${activityIds[i % activityIds.length]}/submissions`,
    ),
  );
  line('GET /api/groups/:id/activities/:activityId/submissions', spread(table));

  const backofficePath = (s: Student) => `/api/groups/${groupId}/students/${s.id}/submissions`;
  const asMentor = await sample(STUDENTS, (i) => mentor.call('GET', backofficePath(students[i] as Student)));
  line('GET …/students/:studentId/submissions, mentor (each student)', spread(asMentor));
  const asStudent = await sample(STUDENTS, (i) => {
    const s = students[i] as Student;
    return s.caller.call('GET', backofficePath(s));
  });
  line('GET …/students/:studentId/submissions, the student (own)', spread(asStudent));
  const one = await mentor.call<StudentBackoffice>('GET', backofficePath(students[12] as Student));
  line('  response', `${kb(one.bytes)}, ${one.body.activities.length} activities`);

  const myAsStudent = await sample(STUDENTS, (i) =>
    (students[i] as Student).caller.call('GET', '/api/me/groups'),
  );
  line('GET /api/me/groups, each student', spread(myAsStudent));
  const myAsMentor = await sample(30, () => mentor.call<MyGroup[]>('GET', '/api/me/groups'));
  line('GET /api/me/groups, the mentor', spread(myAsMentor));
};

const main = async () => {
  const t0 = performance.now();
  let server: ServerHandle | undefined;
  try {
    server = await startServer();
    line('server start (migrate + seed, embedded PGlite)', ms(since(t0)));
    const admin = await signIn(server.url, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
    const mentor = await signIn(server.url, DEMO_ACCOUNTS.tutor.email, DEMO_ACCOUNTS.tutor.password);
    const { course, activityIds } = await buildCourse(admin);
    const { groupId, students } = await buildGroup(server.url, admin, course.id);
    const empty = await sample(10, () => mentor.call('GET', `/api/groups/${groupId}/grades`));
    line('GET /api/groups/:id/grades, before any work', spread(empty));
    const t1 = performance.now();
    const requests = await classwork(mentor, groupId, activityIds, students);
    line('  classwork', `${requests} requests in ${(since(t1) / 1000).toFixed(1)} s`);
    await reads(mentor, groupId, activityIds, students);
    line('whole run', `${(since(t0) / 1000).toFixed(0)} s`);
  } finally {
    await server?.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

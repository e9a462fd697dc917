import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, imageForm } from '../../../../test/http.ts';
import type { DiagramPart } from '../../../domain/circuit/diagram.ts';
import { groupActivitiesSchema, submissionViewSchema } from '../../../domain/classwork.ts';
import {
  courses,
  institutionAdmins,
  institutions,
  projects,
  starterGuides,
  superAdmins,
  users,
} from '../../db/schema/index.ts';
import { activityOf, insertCourse, insertGroup } from '../academy/fixtures.ts';

let t: TestApp;
let student: Caller;
let classmate: Caller;
let otherStudent: Caller;
let tutor: Caller;
let otherTutor: Caller;
let admin: Caller;
let superAdmin: Caller;
let groupA: string;
let groupB: string;

const COURSE = 'course_classwork';
const led: DiagramPart = { id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 0, flip: false, attrs: {} };
const [LED, BOTON, CASA, CUARTA] = [
  'activity_cw_led',
  'activity_cw_boton',
  'activity_cw_casa',
  'activity_cw_cuarta',
];

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  [student, classmate, otherStudent, tutor, otherTutor, admin, superAdmin] = (await Promise.all(
    Array.from({ length: 7 }, () => signUp(t.app)),
  )) as [Caller, Caller, Caller, Caller, Caller, Caller, Caller];
  await db.update(users).set({ displayName: 'Lucía Pérez' }).where(eq(users.id, student.id));
  await db.update(users).set({ name: 'Tutora Ana' }).where(eq(users.id, tutor.id));
  const [school] = await db.insert(institutions).values({ name: 'Colegio Aula' }).returning();
  if (!school) throw new Error('institution');
  await db.insert(institutionAdmins).values({ institutionId: school.id, userId: admin.id });
  await db.insert(superAdmins).values({ userId: superAdmin.id });
  const activity = (id: string, name: string) =>
    activityOf(id, { name, code: `print("${name}")`, componentsDiagram: { parts: [led], wires: [] } });
  const [ledActivity, botonActivity, casaActivity, cuartaActivity] = [
    activity(LED, 'LED'),
    activity(BOTON, 'Botón'),
    activity(CASA, 'Casa'),
    activity(CUARTA, 'Cuarta'),
  ];
  const content = {
    modules: [
      {
        number: '1',
        name: 'Luz',
        lessons: [{ classActivities: [ledActivity, botonActivity], homeActivities: [casaActivity] }],
      },
      { number: '2', name: 'Más', lessons: [{ classActivities: [cuartaActivity], homeActivities: [] }] },
    ],
  };
  await insertCourse(
    db,
    { id: COURSE, name: 'Curso Aula', institution: 'Colegio Aula', isPublished: true, content },
    [ledActivity, botonActivity, casaActivity, cuartaActivity],
  );
  groupA = await insertGroup(db, COURSE, { mentorId: tutor.id, studentIds: [student.id, classmate.id] });
  groupB = await insertGroup(db, COURSE, { mentorId: otherTutor.id, studentIds: [otherStudent.id] });
});
afterAll(() => t.close());

const base = (activityId: string, studentId = student.id, group = groupA) =>
  `/api/groups/${group}/activities/${activityId}/students/${studentId}`;
const open = (who: Caller, activityId: string, group = groupA) =>
  call(t, who, { method: 'POST', url: `/api/groups/${group}/activities/${activityId}/project` });
const view = async (who: Caller, activityId: string, studentId = student.id) => {
  const response = await call(t, who, { method: 'GET', url: base(activityId, studentId) });
  expect(response.statusCode, response.body).toBe(200);
  return submissionViewSchema.parse(response.json());
};
const move = (
  who: Caller,
  activityId: string,
  action: 'send' | 'grade' | 'return',
  payload: object,
  studentId = student.id,
) => call(t, who, { method: 'POST', url: `${base(activityId, studentId)}/${action}`, payload });
const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

describe("a group's activities", () => {
  it('lists the course in order, with n/total, for the group only', async () => {
    const response = await call(t, student, { method: 'GET', url: `/api/groups/${groupA}/activities` });
    expect(response.statusCode).toBe(200);
    const list = groupActivitiesSchema.parse(response.json());
    expect(list.viewer).toBe('student');
    expect(list.total).toBe(4);
    expect(list.items.map((a) => [a.id, a.position, a.moduleNumber, a.kind])).toEqual([
      [LED, 1, '1', 'class'],
      [BOTON, 2, '1', 'class'],
      [CASA, 3, '1', 'home'],
      [CUARTA, 4, '2', 'class'],
    ]);
    const asTutor = await call(t, tutor, { method: 'GET', url: `/api/groups/${groupA}/activities` });
    expect(asTutor.json().viewer).toBe('mentor');
    const asAdmin = await call(t, admin, { method: 'GET', url: `/api/groups/${groupA}/activities` });
    expect(asAdmin.json().viewer).toBe('reviewer');
    for (const outsider of [otherStudent, otherTutor])
      expect(
        (await call(t, outsider, { method: 'GET', url: `/api/groups/${groupA}/activities` })).statusCode,
      ).toBe(403);
    const missing = await call(t, student, { method: 'GET', url: '/api/groups/no-such-group/activities' });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'GROUP_NOT_FOUND']);
  });
});

describe("a student's activity project", () => {
  it('is made once from the template, then reopened', async () => {
    const first = await open(student, LED);
    expect(first.statusCode, first.body).toBe(201);
    const { projectId } = first.json();
    expect(projectId).not.toMatch(/^(practical_|starter_|activity)/);
    const again = await open(student, LED);
    expect(again.statusCode).toBe(200);
    expect(again.json().projectId).toBe(projectId);
    const project = (await call(t, student, { method: 'GET', url: `/api/projects/${projectId}` })).json();
    expect(project).toMatchObject({
      name: 'LED - Lucía Pérez',
      category: 'activity',
      isActivity: true,
      code: 'print("LED")',
    });
    expect(project.diagram.parts.map((p: DiagramPart) => p.id)).toEqual(['led1']);
    // It is group work: "my projects" leaves it out.
    const mine = (await call(t, student, { method: 'GET', url: '/api/projects' })).json();
    expect(mine.items.map((p: { id: string }) => p.id)).not.toContain(projectId);
    const list = groupActivitiesSchema.parse(
      (await call(t, student, { method: 'GET', url: `/api/groups/${groupA}/activities` })).json(),
    );
    expect(list.items[0]?.submission).toEqual({ status: 'created', presentation: 'inProgress' });
  });

  it("opens in its template's view (issue 30)", async () => {
    const { db } = t.database;
    const [starter] = await db.select().from(starterGuides).where(eq(starterGuides.activityId, CUARTA));
    if (!starter) throw new Error('no starter guide');
    await db
      .update(starterGuides)
      .set({ project: { ...starter.project, view: 'blocks' } })
      .where(eq(starterGuides.id, starter.id));
    const newcomer = await signUp(t.app);
    const group = await insertGroup(db, COURSE, { mentorId: tutor.id, studentIds: [newcomer.id] });
    const projectOf = async (activityId: string) => {
      const opened = await open(newcomer, activityId, group);
      expect(opened.statusCode, opened.body).toBe(201);
      return (
        await call(t, newcomer, { method: 'GET', url: `/api/projects/${opened.json().projectId}` })
      ).json();
    };
    expect(await projectOf(CUARTA)).toMatchObject({
      codeView: 'blocks',
      blocks: null,
      code: 'print("Cuarta")',
    });
    expect(await projectOf(LED)).toMatchObject({ codeView: 'python', blocks: null });
  });

  it('is made once when two first openings race', async () => {
    const responses = await Promise.all([
      open(classmate, CUARTA),
      open(classmate, CUARTA),
      open(classmate, CUARTA),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().projectId)).size).toBe(1);
    const made = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, classmate.id));
    expect(made).toHaveLength(1);
  });

  it('is only for the students of the group, of an activity of its course, while the course opens', async () => {
    for (const outsider of [tutor, otherStudent, admin])
      expect((await open(outsider, LED)).statusCode).toBe(403);
    const foreign = await open(student, 'activity_elsewhere');
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([404, 'ACTIVITY_NOT_IN_GROUP']);
    await t.database.db.update(courses).set({ block: true }).where(eq(courses.id, COURSE));
    const blocked = await open(student, BOTON);
    await t.database.db.update(courses).set({ block: false }).where(eq(courses.id, COURSE));
    expect([blocked.statusCode, codeOf(blocked)]).toEqual([403, 'COURSE_BLOCKED']);
  });

  it("opens read only to the group's mentor and managers, and to nobody else", async () => {
    const { projectId } = (await open(student, LED)).json();
    for (const reviewer of [tutor, admin, superAdmin]) {
      const seen = await call(t, reviewer, { method: 'GET', url: `/api/projects/${projectId}` });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().permission).toBe('read');
      const patch = await call(t, reviewer, {
        method: 'PATCH',
        url: `/api/projects/${projectId}`,
        payload: { version: seen.json().version, code: 'print("tutor")' },
      });
      expect(patch.statusCode).toBe(403);
    }
    for (const outsider of [otherTutor, otherStudent, classmate])
      expect((await call(t, outsider, { method: 'GET', url: `/api/projects/${projectId}` })).statusCode).toBe(
        403,
      ); // Its image too: the reviewers see it, nobody else.
    const image = await call(t, student, {
      method: 'PUT',
      url: `/api/projects/${projectId}/image`,
      ...(await imageForm()),
    });
    const imageUrl = image.json().imageUrl as string;
    expect((await call(t, tutor, { method: 'GET', url: imageUrl })).statusCode).toBe(200);
    expect((await call(t, otherTutor, { method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });
});

describe('the submission state machine', () => {
  it('walks created → sent → calified, refusing every move that is not the caller’s or not due', async () => {
    await open(student, BOTON);
    let current = await view(student, BOTON);
    expect(current).toMatchObject({
      status: 'created',
      presentation: 'inProgress',
      version: 1,
      activityName: 'Botón',
    });
    expect((await view(tutor, BOTON)).presentation).toBe('notReceived');

    // Not due: grading or returning unsent work.
    const early = await move(tutor, BOTON, 'grade', { score: 50, version: current.version });
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'SUBMISSION_NOT_SENT']);
    const earlyReturn = await move(tutor, BOTON, 'return', { feedback: 'Revisa', version: current.version });
    expect([earlyReturn.statusCode, codeOf(earlyReturn)]).toEqual([409, 'SUBMISSION_NOT_RETURNABLE']);
    // Not theirs: the mentor or anyone else sending, the student grading, others grading.
    for (const who of [tutor, admin, superAdmin])
      expect((await move(who, BOTON, 'send', { version: current.version })).statusCode).toBe(403);
    for (const who of [otherStudent, otherTutor, classmate])
      expect((await move(who, BOTON, 'send', { version: current.version })).statusCode).toBe(403);
    for (const who of [student, admin, superAdmin, otherTutor, classmate])
      expect((await move(who, BOTON, 'grade', { score: 50, version: current.version })).statusCode).toBe(403);

    const stale = await move(student, BOTON, 'send', { version: current.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'SUBMISSION_VERSION_CONFLICT' },
      current: { version: 1, status: 'created' },
    });

    const sent = await move(student, BOTON, 'send', { version: current.version });
    expect(sent.statusCode, sent.body).toBe(200);
    current = submissionViewSchema.parse(sent.json());
    expect(current).toMatchObject({ status: 'sent', presentation: 'sent', version: 2 });
    expect(current.sentAt).not.toBeNull();
    const twice = await move(student, BOTON, 'send', { version: current.version });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'SUBMISSION_ALREADY_SENT']);

    for (const score of [101, -1, 8.5]) {
      const wrong = await move(tutor, BOTON, 'grade', { score, version: current.version });
      expect(wrong.statusCode).toBe(400);
    }
    const graded = await move(tutor, BOTON, 'grade', {
      score: 85,
      feedback: '**Bien**',
      version: current.version,
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({
      status: 'calified',
      presentation: 'graded',
      score: 85,
      feedback: '**Bien**',
    });
    expect(graded.json().completedAt).not.toBeNull();
    expect(await view(student, BOTON)).toMatchObject({ status: 'calified', score: 85, feedback: '**Bien**' });

    const regraded = await move(tutor, BOTON, 'grade', { score: 90, version: graded.json().version });
    expect(regraded.json()).toMatchObject({ status: 'calified', score: 90, feedback: '**Bien**' });

    const history = await call(t, tutor, { method: 'GET', url: `${base(BOTON)}/history` });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((e: Record<string, unknown>) => [e.action, e.fromStatus, e.toStatus, e.fromScore, e.score]),
    ).toEqual([
      ['grade', 'calified', 'calified', 85, 90],
      ['grade', 'sent', 'calified', null, 85],
      ['send', 'created', 'sent', null, null],
    ]);
    expect(history.json()[0].actorName).toBe('Tutora Ana');
    expect(history.json()[2].actorName).toBe('Lucía Pérez');
    for (const who of [student, otherTutor, otherStudent])
      expect((await call(t, who, { method: 'GET', url: `${base(BOTON)}/history` })).statusCode).toBe(403);
    expect((await call(t, admin, { method: 'GET', url: `${base(BOTON)}/history` })).statusCode).toBe(200);
  });

  it('locks the project while sent or graded, and the revision loop opens it again', async () => {
    const { projectId } = (await open(student, CASA)).json();
    const before = await view(student, CASA);
    await move(student, CASA, 'send', { version: before.version });
    const locked = (await call(t, student, { method: 'GET', url: `/api/projects/${projectId}` })).json();
    expect(locked.isReadOnly).toBe(true);
    const refused = await call(t, student, {
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      payload: { version: locked.version, code: 'print("tarde")' },
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'ACTIVITY_PROJECT_LOCKED']);
    const deleted = await call(t, student, { method: 'DELETE', url: `/api/projects/${projectId}` });
    expect(deleted.statusCode).toBe(409);

    const sent = await view(tutor, CASA);
    const graded = await move(tutor, CASA, 'grade', {
      score: 40,
      feedback: 'Falta el botón',
      version: sent.version,
    });
    const emptyReturn = await move(tutor, CASA, 'return', { feedback: '  ', version: graded.json().version });
    expect(emptyReturn.statusCode).toBe(400);
    const returned = await move(tutor, CASA, 'return', {
      feedback: 'Añade el botón',
      version: graded.json().version,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'created',
      presentation: 'returned',
      score: 40,
      feedback: 'Añade el botón',
    });
    expect(returned.json().returnedAt).not.toBeNull();
    expect(await view(student, CASA)).toMatchObject({ presentation: 'returned', score: 40 });

    const open2 = (await call(t, student, { method: 'GET', url: `/api/projects/${projectId}` })).json();
    expect(open2.isReadOnly).toBe(false);
    const saved = await call(t, student, {
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      payload: { version: open2.version, code: 'print("con botón")' },
    });
    expect(saved.statusCode).toBe(200);
    const resent = await move(student, CASA, 'send', { version: returned.json().version });
    expect(resent.json()).toMatchObject({ status: 'sent', presentation: 'sent', score: 40 });
    const regraded = await move(tutor, CASA, 'grade', { score: 95, version: resent.json().version });
    expect(regraded.json()).toMatchObject({ status: 'calified', score: 95, feedback: 'Añade el botón' });
    const history = (await call(t, tutor, { method: 'GET', url: `${base(CASA)}/history` })).json();
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'grade',
      'send',
      'return',
      'grade',
      'send',
    ]);
    expect(history[2]).toMatchObject({
      fromStatus: 'calified',
      toStatus: 'created',
      fromScore: 40,
      score: 40,
    });
  });

  it('reads as created (version 0) before the first opening, and has nothing to send then', async () => {
    const fresh = await view(classmate, LED, classmate.id);
    expect(fresh).toMatchObject({
      status: 'created',
      version: 0,
      projectId: null,
      presentation: 'inProgress',
    });
    const early = await move(classmate, LED, 'send', { version: 0 }, classmate.id);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'SUBMISSION_NOT_OPENED']);
  });

  it('answers 404 for an activity outside the course and a student outside the group, 403 to outsiders', async () => {
    const foreign = await call(t, tutor, { method: 'GET', url: base('activity_elsewhere') });
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([
      404,
      'No se encontró la actividad en el grupo',
    ]);
    const stranger = await call(t, tutor, { method: 'GET', url: base(LED, otherStudent.id) });
    expect([stranger.statusCode, codeOf(stranger)]).toEqual([404, 'STUDENT_NOT_IN_GROUP']);
    for (const outsider of [otherTutor, otherStudent, classmate])
      expect((await call(t, outsider, { method: 'GET', url: base(LED) })).statusCode).toBe(403);
    expect((await call(t, null, { method: 'GET', url: base(LED) })).statusCode).toBe(401);
  });
});

describe('concurrent moves', () => {
  it('loses neither a grade nor a send that land together', async () => {
    // The classmate's LED is sent; their CUARTA is open. The tutor grades one as the student sends the other.
    await open(classmate, LED);
    const led1 = await view(classmate, LED, classmate.id);
    await move(classmate, LED, 'send', { version: led1.version }, classmate.id);
    const ledSent = await view(tutor, LED, classmate.id);
    const cuarta = await view(classmate, CUARTA, classmate.id);
    const [graded, sent] = await Promise.all([
      move(tutor, LED, 'grade', { score: 70, version: ledSent.version }, classmate.id),
      move(classmate, CUARTA, 'send', { version: cuarta.version }, classmate.id),
    ]);
    expect([graded.statusCode, sent.statusCode]).toEqual([200, 200]);
    expect((await view(tutor, LED, classmate.id)).score).toBe(70);
    expect((await view(tutor, CUARTA, classmate.id)).status).toBe('sent');
  });

  it('lets one of two moves from the same version land, and tells the other', async () => {
    const sent = await view(tutor, CUARTA, classmate.id);
    const results = await Promise.all([
      move(tutor, CUARTA, 'grade', { score: 60, version: sent.version }, classmate.id),
      move(tutor, CUARTA, 'return', { feedback: 'Otra vez', version: sent.version }, classmate.id),
      move(tutor, CUARTA, 'grade', { score: 65, version: sent.version }, classmate.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const history = (
      await call(t, tutor, { method: 'GET', url: `${base(CUARTA, classmate.id)}/history` })
    ).json();
    expect(history).toHaveLength(2);
    expect((await view(tutor, CUARTA, classmate.id)).version).toBe(sent.version + 1);
  });
});

describe('a grading failure', () => {
  it('leaves the work sent with no score: the move is one transaction', async () => {
    const { db } = t.database;
    await open(student, LED);
    const before = await view(student, LED);
    await move(student, LED, 'send', { version: before.version });
    await db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.feedback = 'boom' then raise exception 'history store down'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_boom before insert on grade_events
      for each row execute function refuse_boom()`);
    try {
      const sent = await view(tutor, LED);
      const failed = await move(tutor, LED, 'grade', { score: 77, feedback: 'boom', version: sent.version });
      expect([failed.statusCode, codeOf(failed)]).toEqual([500, 'INTERNAL']);
      expect(await view(tutor, LED)).toMatchObject({
        status: 'sent',
        score: null,
        feedback: null,
        version: sent.version,
      });
    } finally {
      await db.execute(sql`drop trigger refuse_boom on grade_events`);
      await db.execute(sql`drop function refuse_boom`);
    }
  });
});

describe('group B', () => {
  it('keeps its own students apart', async () => {
    const response = await call(t, otherTutor, { method: 'GET', url: base(LED, student.id, groupB) });
    expect([response.statusCode, codeOf(response)]).toEqual([404, 'STUDENT_NOT_IN_GROUP']);
  });
});

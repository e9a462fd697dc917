import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { activityChecksSchema, submissionChecksSchema } from '../../../domain/checks/api.ts';
import { ledCircuit } from '../../../domain/circuit/test-builders.ts';
import { submissionHistorySchema } from '../../../domain/classwork.ts';
import { groupGradesSchema } from '../../../domain/grades.ts';
import { blinkCode } from '../../../domain/simulator/test-support.ts';
import { institutionAdmins, institutions } from '../../db/schema/index.ts';
import { activityOf, insertCourse, insertGroup } from '../academy/fixtures.ts';

/**
 * Behaviour checks through the API (issue 25): who reads and writes an activity's checks, what a
 * student never sees of a hidden one, the run queued by a send and its proposed score.
 */

let t: TestApp;
let student: Caller;
let classmate: Caller;
let tutor: Caller;
let admin: Caller;
let otherAdmin: Caller;
let group: string;

const COURSE = 'course_checks';
const ACTIVITY = 'activity_checks_blink';
const PLAIN = 'activity_checks_plain';

const BLINK = blinkCode;

const VISIBLE = `name: Parpadea a 1 Hz
version: 1
steps:
  - delay: 250ms
  - expect-pin: { part-id: led1, pin: A, value: 1, points: 2 }
  - delay: 500ms
  - expect-pin: { part-id: led1, pin: A, value: 0, points: 2 }
`;
const HIDDEN = `name: Sigue parpadeando
version: 1
steps:
  - delay: 1250ms
  - expect-pin: { part-id: led1, pin: SECRET_PIN_A, value: 1, points: 6 }
`.replace('SECRET_PIN_A', 'A');
const HIDDEN_MARK = '1250ms';

const path = (activityId = ACTIVITY) => `/api/academy/activities/${activityId}/checks`;
const workPath = (studentId: string) => `/api/groups/${group}/activities/${ACTIVITY}/students/${studentId}`;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  [student, classmate, tutor, admin, otherAdmin] = (await Promise.all(
    Array.from({ length: 5 }, () => signUp(t.app)),
  )) as [Caller, Caller, Caller, Caller, Caller];
  const [school, other] = await db
    .insert(institutions)
    .values([{ name: 'Escuela Chequeo' }, { name: 'Otra Escuela' }])
    .returning();
  if (!school || !other) throw new Error('institutions');
  await db.insert(institutionAdmins).values([
    { institutionId: school.id, userId: admin.id },
    { institutionId: other.id, userId: otherAdmin.id },
  ]);
  const activities = [
    activityOf(ACTIVITY, { name: 'Parpadeo', code: BLINK(0.5), componentsDiagram: ledCircuit() }),
    activityOf(PLAIN, { name: 'Sin checks', code: 'print(1)' }),
  ];
  await insertCourse(
    db,
    { id: COURSE, name: 'Curso Checks', institution: 'Escuela Chequeo', isPublished: true },
    activities,
  );
  group = await insertGroup(db, COURSE, { mentorId: tutor.id, studentIds: [student.id, classmate.id] });
});
afterAll(() => t.close());

const save = (who: Caller, version: number, checks: { yaml: string; hidden: boolean; id?: string }[]) =>
  call(t, who, { method: 'PUT', url: path(), payload: { version, checks } });

describe("an activity's checks", () => {
  it('are saved by a manager of the course, with every problem of a bad scenario named', async () => {
    const bad = await save(admin, 0, [
      { yaml: VISIBLE, hidden: false },
      { yaml: 'name: x\nversion: 1\nsteps:\n  - delay: 5\n  - take-screenshot: a\n', hidden: false },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('CHECK_INVALID');
    expect(
      bad
        .json()
        .error.problems.map((p: { check: number; step: number; line: number }) => [p.check, p.step, p.line]),
    ).toEqual([
      [1, 1, 4],
      [1, 2, 5],
    ]);

    const saved = await save(admin, 0, [
      { yaml: VISIBLE, hidden: false },
      { yaml: HIDDEN, hidden: true },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = activityChecksSchema.parse(saved.json());
    expect(body.version).toBe(1);
    expect(body.editing?.map((c) => [c.name, c.hidden])).toEqual([
      ['Parpadea a 1 Hz', false],
      ['Sigue parpadeando', true],
    ]);

    const stale = await save(admin, 0, [{ yaml: VISIBLE, hidden: false }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'CHECKS_VERSION_CONFLICT' },
      current: { version: 1 },
    });
  });

  it('are refused to everyone else who writes, whatever their standing in the group', async () => {
    for (const who of [student, tutor, otherAdmin]) {
      const response = await save(who, 1, [{ yaml: VISIBLE, hidden: false }]);
      expect(response.statusCode).toBe(403);
    }
    const unknown = await call(t, admin, {
      method: 'PUT',
      url: path('activity_nobody'),
      payload: { version: 0, checks: [] },
    });
    expect(unknown.statusCode).toBe(404);
    const wrongType = await call(t, admin, {
      method: 'PUT',
      url: path(),
      payload: { version: '1', checks: 'no' },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it("never hand a hidden check's expectations to a student", async () => {
    const response = await call(t, student, { method: 'GET', url: path() });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(HIDDEN_MARK);
    const body = activityChecksSchema.parse(response.json());
    expect(body.editable).toBe(false);
    expect(body.editing).toBeUndefined();
    expect(body.checks).toEqual([
      { id: expect.any(String), name: 'Parpadea a 1 Hz', hidden: false, yaml: VISIBLE },
      { id: expect.any(String), name: 'Sigue parpadeando', hidden: true, stepCount: 2 },
    ]);
    const asManager = activityChecksSchema.parse(
      (await call(t, admin, { method: 'GET', url: path() })).json(),
    );
    expect(asManager.editing?.[1]?.yaml).toBe(HIDDEN);
  });
});

describe('checks on send', () => {
  const open = async (who: Caller) => {
    const opened = await call(t, who, {
      method: 'POST',
      url: `/api/groups/${group}/activities/${ACTIVITY}/project`,
    });
    expect(opened.statusCode).toBe(201);
    return opened.json().projectId as string;
  };
  const writeCode = async (who: Caller, projectId: string, code: string) => {
    const project = await call(t, who, { method: 'GET', url: `/api/projects/${projectId}` });
    const saved = await call(t, who, {
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      payload: { version: project.json().version, code },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const send = async (who: Caller) => {
    const view = await call(t, who, { method: 'GET', url: workPath(who.id) });
    const sent = await call(t, who, {
      method: 'POST',
      url: `${workPath(who.id)}/send`,
      payload: { version: view.json().version },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  };
  const results = async (who: Caller, studentId: string) => {
    const response = await call(t, who, { method: 'GET', url: `${workPath(studentId)}/checks` });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, checks: submissionChecksSchema.parse(response.json()) };
  };

  it('runs them on what was handed in, and proposes a score the tutor may take', async () => {
    const before = await results(student, student.id);
    expect(before.checks.state).toBe('none');

    await writeCode(student, await open(student), BLINK(0.5));
    await send(student);
    await t.app.checkQueue.idle();

    const own = await results(student, student.id);
    expect(own.checks).toMatchObject({ state: 'done', awarded: 10, possible: 10, proposedScore: 100 });
    expect(own.checks.checks.map((c) => [c.name, c.status, c.steps === undefined])).toEqual([
      ['Parpadea a 1 Hz', 'passed', false],
      ['Sigue parpadeando', 'passed', true],
    ]);
    expect(own.body).not.toContain(HIDDEN_MARK);
    expect(own.body).not.toContain('"trace"');
    // The scenario a visible check ran comes with it, so its steps are told in words.
    expect(own.checks.checks.map((c) => c.yaml)).toEqual([VISIBLE, undefined]);

    const tutors = await results(tutor, student.id);
    expect(tutors.checks.checks.map((c) => c.yaml)).toEqual([VISIBLE, HIDDEN]);
    expect(tutors.checks.checks[1]?.steps?.map((s) => s.status)).toEqual(['done', 'passed']);
    expect(tutors.checks.checks[0]?.trace?.length).toBeGreaterThan(0);

    const view = await call(t, tutor, { method: 'GET', url: workPath(student.id) });
    const graded = await call(t, tutor, {
      method: 'POST',
      url: `${workPath(student.id)}/grade`,
      payload: { version: view.json().version, score: 100, fromProposal: true },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const history = submissionHistorySchema.parse(
      (await call(t, tutor, { method: 'GET', url: `${workPath(student.id)}/history` })).json(),
    );
    expect(history[0]).toMatchObject({ action: 'grade', score: 100, fromProposal: true });
  });

  it('fails the steps a wrong program misses, and a proposal claimed for another score is not one', async () => {
    await writeCode(classmate, await open(classmate), BLINK(0.35));
    await send(classmate);
    await t.app.checkQueue.idle();
    const { checks } = await results(tutor, classmate.id);
    // On until 350 ms: lit at 250 ms (2 points), still lit at 750 ms, dark at 1250 ms.
    expect(checks).toMatchObject({ state: 'done', awarded: 2, possible: 10, proposedScore: 20 });
    expect(checks.checks[0]?.steps?.[3]).toMatchObject({ status: 'failed', reason: 'pin', got: 1, at: 750 });

    const view = await call(t, tutor, { method: 'GET', url: workPath(classmate.id) });
    await call(t, tutor, {
      method: 'POST',
      url: `${workPath(classmate.id)}/grade`,
      payload: { version: view.json().version, score: 60, fromProposal: true },
    });
    const history = submissionHistorySchema.parse(
      (await call(t, tutor, { method: 'GET', url: `${workPath(classmate.id)}/history` })).json(),
    );
    expect(history[0]).toMatchObject({ score: 60, fromProposal: false });
  });

  it('puts the checked score in the grades grid and its CSV', async () => {
    const grades = groupGradesSchema.parse(
      (await call(t, tutor, { method: 'GET', url: `/api/groups/${group}/grades` })).json(),
    );
    expect(grades.activities.map((a) => [a.id, a.hasChecks])).toEqual([
      [ACTIVITY, true],
      [PLAIN, false],
    ]);
    const scoreOf = (id: string) => grades.students.find((s) => s.id === id)?.cells[0]?.checkedScore;
    expect([scoreOf(student.id), scoreOf(classmate.id)]).toEqual([100, 20]);
    const csv = await call(t, tutor, { method: 'GET', url: `/api/groups/${group}/grades.csv?lang=es` });
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain(
      'M1 · Parpadeo · nota;M1 · Parpadeo · estado;M1 · Parpadeo · comentarios;M1 · Parpadeo · comprobaciones;M1 · Sin checks · nota',
    );
    expect(rows.map((row) => row.split(';')).map((cells) => [cells[2], cells[5]])).toEqual(
      expect.arrayContaining([
        ['100', '100'],
        ['60', '20'],
      ]),
    );
  });

  it("keeps one student's results from another", async () => {
    const response = await call(t, classmate, { method: 'GET', url: `${workPath(student.id)}/checks` });
    expect(response.statusCode).toBe(403);
    const outsider = await call(t, otherAdmin, { method: 'GET', url: `${workPath(student.id)}/checks` });
    expect(outsider.statusCode).toBe(403);
  });
});

import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import {
  groupActivityTableSchema,
  groupGradesSchema,
  studentBackofficeSchema,
} from '../../../domain/grades.ts';
import { institutionAdmins, institutions, submissions, superAdmins } from '../../db/schema/index.ts';
import { activityOf, insertCourse, insertGroup } from '../academy/fixtures.ts';
import { studentsQuery } from './data.ts';

let t: TestApp;
let ana: Caller; // student of group A, hostile name
let bruno: Caller; // student of group A, accented name
let carla: Caller; // student of group B
let tutor: Caller;
let otherTutor: Caller;
let admin: Caller;
let otherAdmin: Caller;
let superAdmin: Caller;
let groupA: string;
let groupB: string;

const HOSTILE = '=HYPERLINK("http://x"), "Ana"\nLópez';
const sentAt = new Date(Date.UTC(2026, 9, 1, 10));

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  ana = await signUp(t.app, { name: HOSTILE, email: 'ana@example.test' });
  bruno = await signUp(t.app, { name: 'Bruno Núñez', email: 'bruno@example.test' });
  carla = await signUp(t.app, { name: 'Carla', email: 'carla@example.test' });
  [tutor, otherTutor, admin, otherAdmin, superAdmin] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  const [norte, sur] = await db
    .insert(institutions)
    .values([{ name: 'Colegio Norte' }, { name: 'Colegio Sur' }])
    .returning({ id: institutions.id });
  if (!norte || !sur) throw new Error('institutions');
  await db.insert(institutionAdmins).values([
    { institutionId: norte.id, userId: admin.id },
    { institutionId: sur.id, userId: otherAdmin.id },
  ]);
  await db.insert(superAdmins).values({ userId: superAdmin.id });
  const led = activityOf('activity_g_led', { name: 'LED, "rojo"' });
  const boton = activityOf('activity_g_boton', { name: 'Botón' });
  const casa = activityOf('activity_g_casa', { name: 'Tarea en casa' });
  const motor = activityOf('activity_g_motor', { name: 'Motor' });
  await insertCourse(
    db,
    {
      id: 'course_grades',
      name: 'Electrónica',
      institution: 'Colegio Norte',
      isPublished: true,
      content: {
        modules: [
          {
            number: '1',
            name: 'Luces',
            lessons: [{ classActivities: [led, boton], homeActivities: [casa] }],
          },
          { number: '2', name: 'Motores', lessons: [{ classActivities: [motor], homeActivities: [] }] },
        ],
      },
    },
    [led, boton, casa, motor],
  );
  groupA = await insertGroup(db, 'course_grades', { mentorId: tutor.id, studentIds: [bruno.id, ana.id] });
  groupB = await insertGroup(db, 'course_grades', { mentorId: otherTutor.id, studentIds: [carla.id] });
  await db.insert(submissions).values([
    {
      groupId: groupA,
      activityId: led.id,
      studentId: ana.id,
      status: 'calified',
      score: 85,
      feedback: 'Muy bien',
      sentAt,
      completedAt: sentAt,
    },
    { groupId: groupA, activityId: boton.id, studentId: ana.id, status: 'sent', sentAt },
    { groupId: groupA, activityId: led.id, studentId: bruno.id, status: 'created' },
    {
      groupId: groupA,
      activityId: boton.id,
      studentId: bruno.id,
      status: 'created',
      score: 40,
      feedback: 'Revisa el botón;=HIPERVINCULO(B1)',
      returnedAt: sentAt,
    },
    // A submission of an activity no longer in the course, and one of group B: neither shows in A.
    { groupId: groupA, activityId: 'activity_removed', studentId: ana.id, status: 'sent', sentAt },
    { groupId: groupB, activityId: led.id, studentId: carla.id, status: 'calified', score: 10, sentAt },
  ]);
});

afterAll(() => t.close());

const get = (caller: Caller | null, url: string, headers: Record<string, string> = {}) =>
  call(t, caller, { method: 'GET', url, headers });

describe('GET /api/groups/:id/grades', () => {
  it('gives every student by name × every activity in course order, as the mentor sees them', async () => {
    const response = await get(tutor, `/api/groups/${groupA}/grades`);
    expect(response.statusCode).toBe(200);
    const grades = groupGradesSchema.parse(response.json());
    expect(grades.group).toEqual({
      id: groupA,
      name: 'Grupo A',
      courseId: 'course_grades',
      courseName: 'Electrónica',
    });
    expect(grades.activities).toEqual([
      { id: 'activity_g_led', name: 'LED, "rojo"', moduleNumber: '1', kind: 'class', hasChecks: false },
      { id: 'activity_g_boton', name: 'Botón', moduleNumber: '1', kind: 'class', hasChecks: false },
      { id: 'activity_g_casa', name: 'Tarea en casa', moduleNumber: '1', kind: 'home', hasChecks: false },
      { id: 'activity_g_motor', name: 'Motor', moduleNumber: '2', kind: 'class', hasChecks: false },
    ]);
    expect(grades.students.map((s) => s.name)).toEqual([
      '=HYPERLINK("http://x"), "Ana"\nLópez',
      'Bruno Núñez',
    ]);
    const [anaRow, brunoRow] = grades.students;
    expect(anaRow?.cells.map((c) => [c.presentation, c.score])).toEqual([
      ['graded', 85],
      ['sent', null],
      ['notReceived', null],
      ['notReceived', null],
    ]);
    expect(anaRow?.cells[0]).toMatchObject({ status: 'calified', sentAt: sentAt.toISOString() });
    expect(anaRow?.cells[2]).toMatchObject({ status: null, sentAt: null, returnedAt: null });
    expect(brunoRow?.cells.map((c) => c.presentation)).toEqual([
      'notReceived',
      'returned',
      'notReceived',
      'notReceived',
    ]);
    expect(brunoRow?.cells[1]).toMatchObject({ score: 40, returnedAt: sentAt.toISOString() });
    expect(JSON.stringify(grades)).not.toContain('Muy bien');
  });

  it('is for the mentor and the managers of the course institution only', async () => {
    const url = `/api/groups/${groupA}/grades`;
    for (const caller of [tutor, admin, superAdmin]) expect((await get(caller, url)).statusCode).toBe(200);
    for (const caller of [ana, bruno, carla, otherTutor, otherAdmin])
      expect((await get(caller, url)).statusCode).toBe(403);
    expect((await get(null, url)).statusCode).toBe(401);
  });

  it('answers 404 Grupo no encontrado for an unknown group', async () => {
    const response = await get(tutor, '/api/groups/no-such-group/grades');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { code: 'GROUP_NOT_FOUND', message: 'Grupo no encontrado' },
    });
  });

  it('lists a group without students and a course without activities as empty', async () => {
    const { db } = t.database;
    await insertCourse(db, {
      id: 'course_empty',
      name: 'Vacío',
      institution: 'Colegio Norte',
      isPublished: true,
    });
    const empty = await insertGroup(db, 'course_empty', { mentorId: tutor.id });
    const grades = groupGradesSchema.parse((await get(tutor, `/api/groups/${empty}/grades`)).json());
    expect(grades).toMatchObject({ activities: [], students: [] });
  });
});

describe('GET /api/groups/:id/grades.csv', () => {
  const BOM = '\uFEFF';
  const csvUrl = () => `/api/groups/${groupA}/grades.csv`;

  /** The file as a spreadsheet of the locale reads it: split on its separator, quotes honoured. */
  const cellsOf = (body: string, delimiter: string): string[][] =>
    parse(body, { bom: true, delimiter, relax_column_count: true, relax_quotes: true });
  /** The file as a spreadsheet that splits on `delimiter` and ignores quotes reads it. */
  const naiveCellsOf = (body: string, delimiter: string): string[] =>
    body
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .flatMap((row) => row.split(delimiter));
  const formulaStart = /^["\s]*[=+\-@]/;

  it('is the grades as a Spanish spreadsheet opens them: BOM, split on ;, a column each for grade, state and feedback', async () => {
    const response = await get(tutor, csvUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="calificaciones-Grupo-A.csv"; filename*=UTF-8''calificaciones-Grupo%20A.csv`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.startsWith(`${BOM}Estudiante;Correo;`)).toBe(true);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = cellsOf(response.body, ';');
    const led = 'M1 · LED, "rojo"';
    expect(header).toEqual([
      'Estudiante',
      'Correo',
      `${led} · nota`,
      `${led} · estado`,
      `${led} · comentarios`,
      'M1 · Botón · nota',
      'M1 · Botón · estado',
      'M1 · Botón · comentarios',
      'M1 · Tarea en casa · nota',
      'M1 · Tarea en casa · estado',
      'M1 · Tarea en casa · comentarios',
      'M2 · Motor · nota',
      'M2 · Motor · estado',
      'M2 · Motor · comentarios',
    ]);
    const byEmail = new Map(rows.map((row) => [row[1], row]));
    expect(byEmail.get('ana@example.test')).toEqual([
      `'${HOSTILE}`,
      'ana@example.test',
      '85',
      'Calificada',
      'Muy bien',
      '',
      'Enviada',
      '',
      '',
      'No recibida',
      '',
      '',
      'No recibida',
      '',
    ]);
    expect(byEmail.get('bruno@example.test')?.slice(2, 8)).toEqual([
      '',
      'No recibida',
      '',
      '',
      'Devuelta',
      "Revisa el botón;'=HIPERVINCULO(B1)",
    ]);
  });

  it('never starts a cell with a formula, whichever separator a spreadsheet splits on', async () => {
    for (const lang of ['es', 'pt', 'en']) {
      const { body } = await get(tutor, `${csvUrl()}?lang=${lang}`);
      for (const delimiter of [';', ',', '\t']) {
        for (const cell of naiveCellsOf(body, delimiter))
          expect(cell, `${lang}, split on ${JSON.stringify(delimiter)}`).not.toMatch(formulaStart);
        for (const cell of cellsOf(body, delimiter).flat())
          expect(cell, `${lang}, quoted, split on ${JSON.stringify(delimiter)}`).not.toMatch(formulaStart);
      }
    }
  });

  it("speaks the caller's language and its separator: the lang query first, then Accept-Language", async () => {
    const english = await get(tutor, `${csvUrl()}?lang=en`, { 'accept-language': 'pt-BR' });
    const [header, ...rows] = cellsOf(english.body, ',');
    expect(header?.slice(0, 5)).toEqual([
      'Student',
      'Email',
      'M1 · LED, "rojo" · grade',
      'M1 · LED, "rojo" · status',
      'M1 · LED, "rojo" · feedback',
    ]);
    expect(rows.find((row) => row[1] === 'ana@example.test')?.slice(2, 7)).toEqual([
      '85',
      'Graded',
      'Muy bien',
      '',
      'Sent',
    ]);
    expect(english.headers['content-disposition']).toContain('filename="grades-Grupo-A.csv"');
    const portuguese = await get(tutor, csvUrl(), { 'accept-language': 'fr-FR, pt-BR;q=0.8, en;q=0.5' });
    expect(portuguese.body.startsWith(`${BOM}Estudante;E-mail;`)).toBe(true);
    expect(cellsOf(portuguese.body, ';')[0]?.[3]).toBe('M1 · LED, "rojo" · situação');
    const unknown = await get(tutor, `${csvUrl()}?lang=xx`, { 'accept-language': 'de' });
    expect(unknown.body.startsWith(`${BOM}Estudiante;Correo;`)).toBe(true);
  });

  it('is for the same people as the grades', async () => {
    for (const caller of [ana, carla, otherTutor, otherAdmin]) {
      const response = await get(caller, csvUrl());
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('ana@example.test');
    }
    expect((await get(admin, csvUrl())).statusCode).toBe(200);
    expect((await get(tutor, '/api/groups/nope/grades.csv')).statusCode).toBe(404);
  });
});

describe('GET /api/groups/:id/activities/:activityId/submissions', () => {
  it('lists every student of the group with their work on the activity', async () => {
    const response = await get(tutor, `/api/groups/${groupA}/activities/activity_g_boton/submissions`);
    expect(response.statusCode).toBe(200);
    const table = groupActivityTableSchema.parse(response.json());
    expect(table.activity).toEqual({
      id: 'activity_g_boton',
      name: 'Botón',
      moduleNumber: '1',
      kind: 'class',
      hasChecks: false,
    });
    expect(table.rows.map((r) => [r.student.email, r.cell.presentation, r.cell.score])).toEqual([
      ['ana@example.test', 'sent', null],
      ['bruno@example.test', 'returned', 40],
    ]);
  });

  it('answers 404 for an activity not in the group course, and keeps others out', async () => {
    const missing = await get(tutor, `/api/groups/${groupA}/activities/activity_removed/submissions`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: { code: 'ACTIVITY_NOT_IN_GROUP', message: 'No se encontró la actividad en el grupo' },
    });
    const url = `/api/groups/${groupA}/activities/activity_g_led/submissions`;
    for (const caller of [ana, carla, otherTutor, otherAdmin])
      expect((await get(caller, url)).statusCode).toBe(403);
    expect((await get(superAdmin, url)).statusCode).toBe(200);
  });
});

describe('GET /api/groups/:id/students/:studentId/submissions', () => {
  it("is the student's own backoffice: every activity with status, score and feedback", async () => {
    const response = await get(bruno, `/api/groups/${groupA}/students/${bruno.id}/submissions`);
    expect(response.statusCode).toBe(200);
    const backoffice = studentBackofficeSchema.parse(response.json());
    expect(backoffice.viewer).toBe('student');
    expect(backoffice.student).toEqual({ id: bruno.id, name: 'Bruno Núñez', email: 'bruno@example.test' });
    expect(
      backoffice.activities.map((a) => [a.activity.id, a.cell.presentation, a.cell.score, a.cell.feedback]),
    ).toEqual([
      ['activity_g_led', 'inProgress', null, null],
      ['activity_g_boton', 'returned', 40, 'Revisa el botón;=HIPERVINCULO(B1)'],
      ['activity_g_casa', 'inProgress', null, null],
      ['activity_g_motor', 'inProgress', null, null],
    ]);
  });

  it('shows the mentor the same work as not received', async () => {
    const backoffice = studentBackofficeSchema.parse(
      (await get(tutor, `/api/groups/${groupA}/students/${ana.id}/submissions`)).json(),
    );
    expect(backoffice.viewer).toBe('mentor');
    expect(backoffice.activities[0]?.cell).toMatchObject({
      presentation: 'graded',
      score: 85,
      feedback: 'Muy bien',
    });
    expect(backoffice.activities[2]?.cell.presentation).toBe('notReceived');
  });

  it("keeps every student out of another's grades", async () => {
    const url = `/api/groups/${groupA}/students/${ana.id}/submissions`;
    for (const caller of [bruno, carla, otherTutor, otherAdmin]) {
      const response = await get(caller, url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Muy bien');
    }
    // Carla is a student, but of group B: group A is not hers even for her own id.
    expect((await get(carla, `/api/groups/${groupA}/students/${carla.id}/submissions`)).statusCode).toBe(403);
    expect((await get(admin, url)).statusCode).toBe(200);
  });

  it('answers 404 for someone who is not a student of the group', async () => {
    const response = await get(tutor, `/api/groups/${groupA}/students/${carla.id}/submissions`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'STUDENT_NOT_IN_GROUP' } });
  });
});

describe('the queries behind the tables', () => {
  it('reach students and submissions through their indexes, never a scan of either table', async () => {
    const { db } = t.database;
    const planOf = (activityId?: string) =>
      db.transaction(async (tx) => {
        // The test tables are tiny: without this the planner rightly scans them whatever the indexes.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${studentsQuery(tx, groupA, activityId)}`);
        return (result as { rows: { 'QUERY PLAN': string }[] }).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
    for (const plan of [await planOf(), await planOf('activity_g_led')]) {
      expect(plan).not.toMatch(/Seq Scan on (group_students|submissions)/);
      expect(plan).toMatch(/group_students_group_id_user_id_pk/);
      expect(plan).toMatch(/submissions_group_activity_student_key|submissions_group_status_idx/);
    }
  });
});

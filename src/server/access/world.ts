import { eq } from 'drizzle-orm';
import { cookiesOf, signUp, type TestApp } from '../../../test/app.ts';
import { type Caller, call, imageForm } from '../../../test/http.ts';
import type { CreatedSeats } from '../../domain/seats.ts';
import {
  guideCategories,
  institutionAdmins,
  institutions,
  practicalGuides,
  superAdmins,
  users,
} from '../db/schema/index.ts';
import { activityOf, insertCourse, insertGroup } from '../features/academy/fixtures.ts';
import { type AcademyWorld, buildAcademyWorld } from '../features/academy/world-fixtures.ts';
import { buildClassroom, type Classroom } from './classroom.ts';

/**
 * Who calls, in the access matrix. Students are told apart by how they relate to the world's
 * project: its owner, a student it was never shared with, and two it was shared with. In the
 * world's classroom (`classroom()`), `owner` is a student of group A, which `tutor` leads, and
 * `otherStudent` a student of group B of the same course, which `otherTutor` leads.
 *
 * Everything the world makes belongs to institution A ('Colegio Matriz'), which `institutionAdmin`
 * runs. `otherAdmin` runs institution B ('Colegio Vecino') only, so every call of theirs on the
 * world's data is a foreign admin's; `bothAdmin` runs A and B (spec §6: an admin of several).
 */
export const ACTORS = [
  'anonymous',
  'owner',
  'otherStudent',
  'sharedRead',
  'sharedWrite',
  'tutor',
  'otherTutor',
  'institutionAdmin',
  'otherAdmin',
  'bothAdmin',
  'superAdmin',
  'seat',
] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anonymous'>;

type Kind = 'student' | 'tutor' | 'adminOfA' | 'adminOfB' | 'adminOfBoth' | 'superAdmin' | 'seat';
const KIND_OF: Record<SignedInActor, Kind> = {
  owner: 'student',
  otherStudent: 'student',
  sharedRead: 'student',
  sharedWrite: 'student',
  tutor: 'tutor',
  otherTutor: 'tutor',
  institutionAdmin: 'adminOfA',
  otherAdmin: 'adminOfB',
  bothAdmin: 'adminOfBoth',
  superAdmin: 'superAdmin',
  seat: 'seat',
};

/** The world's two institutions: A holds all its data, B is another school. */
export const WORLD_INSTITUTIONS = { a: 'Colegio Matriz', b: 'Colegio Vecino' } as const;

export interface WorldProject {
  id: string;
  version: number;
  imageUrl: string;
}

export interface World {
  t: TestApp;
  /** Institution A (the world's data) and B (`otherAdmin`'s), by id and name. */
  institutions: Record<'a' | 'b', { id: string; name: string }>;
  actors: Record<SignedInActor, Caller>;
  /** A new project of `owner`, shared read and write, with an uploaded image. */
  project(): Promise<WorldProject>;
  /** A new catalogue item with an image. */
  catalogueItem(): Promise<{ id: string; imageUrl: string }>;
  /** A new practical guide in the world's category, published or a draft. */
  guide(opts: { published: boolean }): Promise<{ id: string; version: number }>;
  /** A new guide category no guide uses. */
  category(): Promise<string>;
  /** A new person with the roles of `actor`, for calls that change or end the caller's own account. */
  standIn(actor: SignedInActor): Promise<Caller>;
  /**
   * A new person who never signs in, for calls about someone else (their roles): a row of `users`
   * only, without the password hash a sign-up spends ~0.1 s of CPU on.
   */
  person(): Promise<{ id: string }>;
  /** The world's courses: a premium one `owner` studies and `tutor` mentors, and a draft (made once). */
  academy(): Promise<AcademyWorld>;
  /**
   * A new classroom each call: a published free course of the world's institution with two
   * activities, group A (`tutor` leads it, `owner` studies in it) and group B (`otherTutor`,
   * `otherStudent`). Cases that change a group or a submission take a classroom of their own.
   */
  classroom(): Promise<Classroom>;
}

const expectStatus = (what: string, response: { statusCode: number; body: string }, status: number) => {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
};

/** A new seat of `groupId`, made by a super admin and signed in with its code and secret. */
const seatOf = async (t: TestApp, groupId: string): Promise<Caller> => {
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/groups/${groupId}/seats`,
    payload: { names: ['Puesto de Prueba'] },
    headers: { cookie: superAdminCookie(t) },
  });
  expectStatus('make a seat', made, 201);
  const { classCode, seats } = made.json() as CreatedSeats;
  const seat = seats[0];
  if (!seat) throw new Error('no seat made');
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/class-sign-in',
    payload: { code: classCode.code, seatId: seat.id, secret: seat.secret },
  });
  expectStatus('seat sign-in', signedIn, 200);
  return { cookie: cookiesOf(signedIn), id: seat.id, email: '' };
};

const superAdminCookies = new WeakMap<TestApp, string>();
const superAdminCookie = (t: TestApp) => {
  const cookie = superAdminCookies.get(t);
  if (!cookie) throw new Error('the world makes its super admin before its seats');
  return cookie;
};

export const buildWorld = async (t: TestApp): Promise<World> => {
  const { db } = t.database;
  const schools = await db
    .insert(institutions)
    .values([{ name: WORLD_INSTITUTIONS.a }, { name: WORLD_INSTITUTIONS.b }])
    .returning({ id: institutions.id, name: institutions.name });
  const a = schools.find((row) => row.name === WORLD_INSTITUTIONS.a);
  const b = schools.find((row) => row.name === WORLD_INSTITUTIONS.b);
  if (!a || !b) throw new Error('institution insert returned no rows');
  const adminsOf: Partial<Record<Kind, string[]>> = {
    adminOfA: [a.id],
    adminOfB: [b.id],
    adminOfBoth: [a.id, b.id],
  };

  let seatGroup: Promise<string> | undefined;
  const makeSeat = async (): Promise<Caller> => {
    seatGroup ??= (async () => {
      await insertCourse(
        db,
        { id: 'course_matrix_seats', name: 'Curso de puestos', institution: a.name, isPublished: true },
        [activityOf('activity_matrix_seats')],
      );
      return insertGroup(db, 'course_matrix_seats', {});
    })();
    return seatOf(t, await seatGroup);
  };

  const makePerson = async (kind: Kind): Promise<Caller> => {
    if (kind === 'seat') return makeSeat();
    const person = await signUp(t.app);
    if (kind === 'tutor') await db.update(users).set({ role: 'tutor' }).where(eq(users.id, person.id));
    for (const institutionId of adminsOf[kind] ?? [])
      await db.insert(institutionAdmins).values({ institutionId, userId: person.id });
    if (kind === 'superAdmin') {
      await db.insert(superAdmins).values({ userId: person.id });
      if (!superAdminCookies.has(t)) superAdminCookies.set(t, person.cookie);
    }
    return person;
  };

  const actors = {} as Record<SignedInActor, Caller>;
  for (const actor of ACTORS) if (actor !== 'anonymous') actors[actor] = await makePerson(KIND_OF[actor]);

  const project = async (): Promise<WorldProject> => {
    const created = await call(t, actors.owner, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Semáforo', category: 'robotics' },
    });
    expectStatus('create project', created, 201);
    const { id } = created.json();
    for (const [actor, level] of [
      ['sharedRead', 'read'],
      ['sharedWrite', 'write'],
    ] as const) {
      const shared = await call(t, actors.owner, {
        method: 'PUT',
        url: `/api/projects/${id}/permissions`,
        payload: { email: actors[actor].email, level },
      });
      expectStatus('share project', shared, 200);
    }
    const image = await call(t, actors.owner, {
      method: 'PUT',
      url: `/api/projects/${id}/image`,
      ...(await imageForm()),
    });
    expectStatus('project image', image, 200);
    return { id, version: image.json().version, imageUrl: image.json().imageUrl };
  };

  const catalogueItem = async () => {
    const created = await call(t, actors.superAdmin, {
      method: 'POST',
      url: '/api/catalogue',
      payload: { names: { es: 'LED', pt: 'LED', en: 'LED' }, wokwiType: 'wokwi-led' },
    });
    expectStatus('create catalogue item', created, 201);
    const { id } = created.json();
    const image = await call(t, actors.superAdmin, {
      method: 'PUT',
      url: `/api/catalogue/${id}/image`,
      ...(await imageForm()),
    });
    expectStatus('catalogue image', image, 200);
    return { id, imageUrl: image.json().imageUrl };
  };

  await db.insert(guideCategories).values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
  let made = 0;
  const guide = async ({ published }: { published: boolean }) => {
    made += 1;
    const [row] = await db
      .insert(practicalGuides)
      .values({ id: `practical_matrix_${made}`, name: `Guía ${made}`, isPublished: published })
      .returning({ id: practicalGuides.id, version: practicalGuides.version });
    if (!row) throw new Error('guide insert returned no row');
    return row;
  };
  const category = async () => {
    made += 1;
    const value = `categoria-${made}`;
    await db.insert(guideCategories).values({ value, text: `Categoría ${made}`, name: `Categoría ${made}` });
    return value;
  };

  let academy: Promise<AcademyWorld> | undefined;
  let classrooms = 0;
  return {
    t,
    institutions: { a, b },
    actors,
    project,
    catalogueItem,
    guide,
    category,
    standIn: (actor) => makePerson(KIND_OF[actor]),
    person: async () => {
      made += 1;
      const id = `matrix-person-${made}`;
      await db.insert(users).values({ id, name: `Persona ${made}`, email: `${id}@example.test` });
      return { id };
    },
    academy: () => {
      academy ??= buildAcademyWorld(db, {
        institution: WORLD_INSTITUTIONS.a,
        student: actors.owner,
        mentor: actors.tutor,
      });
      return academy;
    },
    classroom: () => {
      classrooms += 1;
      return buildClassroom(db, {
        key: `matrix${classrooms}`,
        institution: WORLD_INSTITUTIONS.a,
        groupA: { mentorId: actors.tutor.id, studentIds: [actors.owner.id] },
        groupB: { mentorId: actors.otherTutor.id, studentIds: [actors.otherStudent.id] },
      });
    },
  };
};

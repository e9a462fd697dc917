import type { InjectOptions } from 'fastify';
import {
  courses,
  institutionAdmins,
  institutionCourses,
  institutionMentors,
  institutions,
  users,
} from '../../db/schema/index.ts';
import type { CaseContext, MatrixRow } from '../matrix.ts';
import { superAdminOnly } from '../statuses.ts';
import type { World } from '../world.ts';

/**
 * Institution management (spec §2 educational-institutions-management, §6): super admins only;
 * an institution's own admin is refused on it as on any other. Calls on A's and B's institutions
 * leave them as they are (a rename to their own name, an admin they already have, an unknown
 * e-mail or course); calls that change one take an institution of their own.
 */

let made = 0;
const next = () => {
  made += 1;
  return made;
};

/** A new institution nobody runs; with a course of its own and a person linked when asked. */
const freshInstitution = async (world: World) => {
  const { db } = world.t.database;
  const [row] = await db
    .insert(institutions)
    .values({ name: `Colegio de paso ${next()}` })
    .returning();
  if (!row) throw new Error('institution insert returned no row');
  return row;
};

/** A person with an account (written directly: 11 sign-ups a case would meet the sign-up throttle). */
const freshPerson = async (world: World) => {
  const n = next();
  const [row] = await world.t.database.db
    .insert(users)
    .values({
      id: `user_matrix_institution_${n}`,
      name: `Persona ${n}`,
      email: `institution-${n}@example.test`,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
};

const freshCourse = async (world: World, institution = '') => {
  const id = `course_matrix_institution_${next()}`;
  await world.t.database.db
    .insert(courses)
    .values({ id, name: `Curso ${id}`, institution, content: { modules: [] } });
  return id;
};

type Which = 'a' | 'b';
const on =
  (which: Which, method: InjectOptions['method'], path: string, payload?: (ctx: CaseContext) => object) =>
  (ctx: CaseContext): InjectOptions => ({
    method,
    url: `/api/institutions/${ctx.world.institutions[which].id}${path}`,
    ...(payload ? { payload: payload(ctx) } : {}),
  });

const bothSchools = (
  name: string,
  method: InjectOptions['method'],
  path: string,
  status: number,
  payload?: (ctx: CaseContext, which: Which) => object,
) =>
  (['a', 'b'] as const).map((which) => ({
    name: `${name} (institution ${which.toUpperCase()})`,
    request: on(which, method, path, payload ? (ctx) => payload(ctx, which) : undefined),
    expect: superAdminOnly(status),
  }));

export const INSTITUTION_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/institutions',
    cases: [
      {
        request: () => ({ method: 'GET', url: '/api/institutions?search=colegio' }),
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/institutions',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/institutions',
          payload: { name: `Colegio nuevo ${next()}` },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'GET /api/institutions/:id',
    cases: [
      ...bothSchools('its page', 'GET', '', 200),
      {
        name: 'an unknown id',
        request: () => ({ method: 'GET', url: '/api/institutions/no-such-institution' }),
        expect: superAdminOnly(404),
      },
    ],
  },
  {
    route: 'PATCH /api/institutions/:id',
    cases: [
      ...bothSchools('renamed to its own name', 'PATCH', '', 200, ({ world }, which) => ({
        name: world.institutions[which].name,
      })),
      {
        name: 'an institution of its own, renamed',
        request: async ({ world }) => ({
          method: 'PATCH',
          url: `/api/institutions/${(await freshInstitution(world)).id}`,
          payload: { name: `Colegio renombrado ${next()}` },
        }),
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/institutions/:id',
    cases: [
      {
        name: 'an institution of its own, with a course',
        request: async ({ world }) => {
          const school = await freshInstitution(world);
          await freshCourse(world, school.name);
          return { method: 'DELETE', url: `/api/institutions/${school.id}` };
        },
        expect: superAdminOnly(204),
      },
      {
        name: 'an unknown id',
        request: () => ({ method: 'DELETE', url: '/api/institutions/no-such-institution' }),
        expect: superAdminOnly(404),
      },
    ],
  },
  {
    route: 'POST /api/institutions/:id/admins',
    cases: [
      ...bothSchools('an admin it has already', 'POST', '/admins', 200, ({ world }, which) => ({
        email: world.actors[which === 'a' ? 'institutionAdmin' : 'otherAdmin'].email,
      })),
      {
        name: 'a new admin of an institution of its own',
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/institutions/${(await freshInstitution(world)).id}/admins`,
          payload: { email: (await freshPerson(world)).email },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/institutions/:id/admins/:userId',
    cases: [
      {
        name: 'an admin of an institution of its own',
        request: async ({ world }) => {
          const school = await freshInstitution(world);
          const person = await freshPerson(world);
          await world.t.database.db
            .insert(institutionAdmins)
            .values({ institutionId: school.id, userId: person.id });
          return { method: 'DELETE', url: `/api/institutions/${school.id}/admins/${person.id}` };
        },
        expect: superAdminOnly(204),
      },
      ...bothSchools('someone who is no admin there', 'DELETE', '/admins/no-such-user', 404),
    ],
  },
  {
    route: 'POST /api/institutions/:id/mentors',
    cases: [
      ...bothSchools('an unknown e-mail', 'POST', '/mentors', 404, () => ({ email: 'nadie@example.test' })),
      {
        name: 'a mentor of an institution of its own',
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/institutions/${(await freshInstitution(world)).id}/mentors`,
          payload: { email: (await freshPerson(world)).email },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/institutions/:id/mentors/:userId',
    cases: [
      {
        name: 'a mentor of an institution of its own',
        request: async ({ world }) => {
          const school = await freshInstitution(world);
          const person = await freshPerson(world);
          await world.t.database.db
            .insert(institutionMentors)
            .values({ institutionId: school.id, userId: person.id, name: 'Mentor' });
          return { method: 'DELETE', url: `/api/institutions/${school.id}/mentors/${person.id}` };
        },
        expect: superAdminOnly(204),
      },
      ...bothSchools('someone who is no mentor there', 'DELETE', '/mentors/no-such-user', 404),
    ],
  },
  {
    route: 'POST /api/institutions/:id/courses',
    cases: [
      ...bothSchools('an unknown course', 'POST', '/courses', 404, () => ({ courseId: 'no-such-course' })),
      {
        name: 'a course with no institution, to an institution of its own',
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/institutions/${(await freshInstitution(world)).id}/courses`,
          payload: { courseId: await freshCourse(world) },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/institutions/:id/courses/:courseId',
    cases: [
      {
        name: 'a course of an institution of its own',
        request: async ({ world }) => {
          const school = await freshInstitution(world);
          const courseId = await freshCourse(world, school.name);
          await world.t.database.db
            .insert(institutionCourses)
            .values({ institutionId: school.id, courseId, name: 'Curso' });
          return { method: 'DELETE', url: `/api/institutions/${school.id}/courses/${courseId}` };
        },
        expect: superAdminOnly(204),
      },
      ...bothSchools('a course it does not have', 'DELETE', '/courses/no-such-course', 404),
    ],
  },
];

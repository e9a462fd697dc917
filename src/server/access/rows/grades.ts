import type { InjectOptions } from 'fastify';
import type { Classroom } from '../classroom.ts';
import type { MatrixRow, Statuses } from '../matrix.ts';
import { signedIn } from '../statuses.ts';
import type { World } from '../world.ts';

/**
 * The read views of a whole group (grades, its CSV, an activity's table, a student's backoffice):
 * `group:review`, its mentor (`tutor` of group A) and the managers of its course's institution.
 * Students, group B's mentor and plain students meet 403, even the group's own student on the
 * group's tables; only a student's own backoffice opens to them. An unknown group is 404 to all.
 */

const reviewers = (status: number, except: Partial<Statuses> = {}): Statuses =>
  signedIn(403, { tutor: status, institutionAdmin: status, superAdmin: status, ...except });

const get = (url: string): InjectOptions => ({ method: 'GET', url });

/** These routes only read: one classroom per world serves every case. */
const classrooms = new WeakMap<World, Promise<Classroom>>();
const classroomOf = (world: World) => {
  const found = classrooms.get(world) ?? world.classroom();
  classrooms.set(world, found);
  return found;
};

const groupA = async (world: World) => (await classroomOf(world)).groupA;

export const GRADE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/groups/:id/grades',
    cases: [
      {
        name: "group A's grades",
        request: async ({ world }) => get(`/api/groups/${await groupA(world)}/grades`),
        expect: reviewers(200),
      },
      {
        name: 'an unknown group',
        request: () => get('/api/groups/no-such-group/grades'),
        expect: signedIn(404),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id/grades.csv',
    cases: [
      {
        request: async ({ world }) => get(`/api/groups/${await groupA(world)}/grades.csv`),
        expect: reviewers(200),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id/activities/:activityId/submissions',
    cases: [
      {
        name: "an activity of group A's course",
        request: async ({ world }) => {
          const { groupA: id, activityIds } = await classroomOf(world);
          return get(`/api/groups/${id}/activities/${activityIds[0]}/submissions`);
        },
        expect: reviewers(200),
      },
      {
        name: 'an activity not in the group',
        request: async ({ world }) =>
          get(`/api/groups/${await groupA(world)}/activities/activity_none/submissions`),
        expect: reviewers(404),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id/students/:studentId/submissions',
    cases: [
      {
        name: "owner's backoffice in group A: owner and the reviewers",
        request: async ({ world }) =>
          get(`/api/groups/${await groupA(world)}/students/${world.actors.owner.id}/submissions`),
        expect: reviewers(200, { owner: 200 }),
      },
      {
        name: "otherStudent's id in group A, where they do not study",
        request: async ({ world }) =>
          get(`/api/groups/${await groupA(world)}/students/${world.actors.otherStudent.id}/submissions`),
        expect: reviewers(404),
      },
    ],
  },
];

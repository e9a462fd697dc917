import type { InjectOptions } from 'fastify';
import { call } from '../../../../test/http.ts';
import type { CaseContext, MatrixRow } from '../matrix.ts';
import { signedIn } from '../statuses.ts';
import type { World } from '../world.ts';

/**
 * Classwork (issue 12): in each case's classroom `owner` studies in group A, which `tutor` leads;
 * `otherStudent` and `otherTutor` are group B's. A student's work is its student's, its mentor's
 * and its managers' (the institution's admin, super admins) to see; only the student sends and
 * only the mentor grades or returns it. Every request builds a classroom of its own, so each actor
 * meets the work in the same state.
 */

/** `group:read`: its student, its mentor, its managers. */
const groupReaders = (status: number) =>
  signedIn(403, { owner: status, tutor: status, institutionAdmin: status, superAdmin: status });
/** `group:review`: its mentor and managers. */
const reviewers = (status: number) =>
  signedIn(403, { tutor: status, institutionAdmin: status, superAdmin: status });

const get = (url: string): InjectOptions => ({ method: 'GET', url });

const expectOk = <R extends { statusCode: number; body: string }>(what: string, response: R): R => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
};

/** A new classroom where `owner` opened the first activity, and sent it when `sent`. */
const ownersWork = async (world: World, opts: { sent: boolean }) => {
  const classroom = await world.classroom();
  const activityId = classroom.activityIds[0];
  const groupPath = `/api/groups/${classroom.groupA}/activities/${activityId}`;
  const opened = expectOk(
    'open activity',
    await call(world.t, world.actors.owner, { method: 'POST', url: `${groupPath}/project` }),
  );
  const studentPath = `${groupPath}/students/${world.actors.owner.id}`;
  let version = 1;
  if (opts.sent) {
    const sent = await call(world.t, world.actors.owner, {
      method: 'POST',
      url: `${studentPath}/send`,
      payload: { version },
    });
    version = expectOk('send activity', sent).json().version;
  }
  return { classroom, studentPath, version, projectId: opened.json().projectId as string };
};

const post = (url: string, payload?: object): InjectOptions => ({ method: 'POST', url, payload });

export const CLASSWORK_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/groups/:id/activities',
    cases: [
      {
        request: async ({ world }: CaseContext) =>
          get(`/api/groups/${(await world.classroom()).groupA}/activities`),
        expect: groupReaders(200),
      },
      {
        name: 'an unknown group',
        request: () => get('/api/groups/no-such-group/activities'),
        expect: signedIn(404),
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/activities/:activityId/project',
    cases: [
      {
        name: "a student's first opening",
        request: async ({ world }) => {
          const { groupA, activityIds } = await world.classroom();
          return post(`/api/groups/${groupA}/activities/${activityIds[0]}/project`);
        },
        expect: signedIn(403, { owner: 201 }),
      },
      {
        name: 'an activity of another course',
        request: async ({ world }) =>
          post(`/api/groups/${(await world.classroom()).groupA}/activities/activity_elsewhere/project`),
        expect: signedIn(403, { owner: 404 }),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id/activities/:activityId/students/:studentId',
    cases: [
      {
        name: "owner's work in group A",
        request: async ({ world }) => get((await ownersWork(world, { sent: false })).studentPath),
        expect: groupReaders(200),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id/activities/:activityId/students/:studentId/history',
    cases: [
      {
        request: async ({ world }) => get(`${(await ownersWork(world, { sent: true })).studentPath}/history`),
        expect: reviewers(200),
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/activities/:activityId/students/:studentId/send',
    cases: [
      {
        request: async ({ world }) => {
          const work = await ownersWork(world, { sent: false });
          return post(`${work.studentPath}/send`, { version: work.version });
        },
        expect: signedIn(403, { owner: 200 }),
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/activities/:activityId/students/:studentId/grade',
    cases: [
      {
        request: async ({ world }) => {
          const work = await ownersWork(world, { sent: true });
          return post(`${work.studentPath}/grade`, { score: 85, feedback: 'Bien', version: work.version });
        },
        expect: signedIn(403, { tutor: 200 }),
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/activities/:activityId/students/:studentId/return',
    cases: [
      {
        request: async ({ world }) => {
          const work = await ownersWork(world, { sent: true });
          return post(`${work.studentPath}/return`, {
            feedback: 'Revisa el cableado',
            version: work.version,
          });
        },
        expect: signedIn(403, { tutor: 200 }),
      },
    ],
  },
  {
    // Beside the project rows of matrix.ts: a student's activity project, as its group sees it.
    route: 'GET /api/projects/:id',
    cases: [
      {
        name: "a student's activity project",
        request: async ({ world }) =>
          get(`/api/projects/${(await ownersWork(world, { sent: true })).projectId}`),
        expect: groupReaders(200),
      },
    ],
  },
  {
    route: 'PATCH /api/projects/:id',
    cases: [
      {
        name: "a student's activity project, handed in",
        request: async ({ world }) => {
          const { projectId } = await ownersWork(world, { sent: true });
          const project = await call(world.t, world.actors.owner, get(`/api/projects/${projectId}`));
          return {
            method: 'PATCH',
            url: `/api/projects/${projectId}`,
            payload: { version: project.json().version, code: 'print("tarde")' },
          };
        },
        expect: signedIn(403, { owner: 409 }),
      },
    ],
  },
];

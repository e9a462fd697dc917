import type { InjectOptions } from 'fastify';
import { findActivityChecks } from '../../features/checks/data.ts';
import { findGuideChecks } from '../../features/checks/guide-checks.ts';
import type { CaseContext, MatrixRow, Statuses } from '../matrix.ts';
import { get, signedIn, superAdminOnly } from '../statuses.ts';

/**
 * Behaviour checks (issue 25). An activity's checks are read by whoever may open the activity (a
 * premium course's by the people it is for, a locked one's by its managers, a draft's by its
 * managers only) and written by its course's managers alone. A submission's check results are its
 * group's readers'. A practical guide's checks are read by whoever may read the guide and written by
 * guide managers while it is a draft.
 */

const premiumContent = (status: number): Statuses =>
  signedIn(403, { owner: status, tutor: status, institutionAdmin: status, superAdmin: status });
const managers = (status: number, others = 403): Statuses =>
  signedIn(others, { institutionAdmin: status, superAdmin: status });
const groupReaders = (status: number) =>
  signedIn(403, { owner: status, tutor: status, institutionAdmin: status, superAdmin: status });

const CHECK = `name: Lit
version: 1
steps:
  - delay: 100ms
  - expect-pin: { part-id: led1, pin: A, value: 1 }
`;

const checksOf = (activityId: string) => `/api/academy/activities/${activityId}/checks`;

/** A save at the version the activity's checks have now, so every manager's call is a fresh save. */
const saveAt = async ({ world }: CaseContext, activityId: string): Promise<InjectOptions> => {
  const row = await findActivityChecks(world.t.database.db, activityId);
  return {
    method: 'PUT',
    url: checksOf(activityId),
    payload: { version: row?.version ?? 0, checks: [{ yaml: CHECK, hidden: true }] },
  };
};

/** A save of a guide's checks at the version they have now. */
const saveGuideAt = async ({ world }: CaseContext, guideId: string): Promise<InjectOptions> => {
  const row = await findGuideChecks(world.t.database.db, guideId);
  return {
    method: 'PUT',
    url: `/api/guides/${guideId}/checks`,
    payload: { version: row?.version ?? 0, checks: [{ yaml: CHECK, hidden: false }] },
  };
};

export const CHECK_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/guides/:id/checks',
    cases: [
      {
        name: 'a published guide',
        request: async ({ world }) =>
          get(`/api/guides/${(await world.guide({ published: true })).id}/checks`),
        expect: signedIn(200),
      },
      {
        name: 'a draft: only guide managers know it exists',
        request: async ({ world }) =>
          get(`/api/guides/${(await world.guide({ published: false })).id}/checks`),
        expect: signedIn(404, { superAdmin: 200 }),
      },
    ],
  },
  {
    route: 'PUT /api/guides/:id/checks',
    cases: [
      {
        name: 'a draft',
        request: async (ctx) => saveGuideAt(ctx, (await ctx.world.guide({ published: false })).id),
        expect: superAdminOnly(200),
      },
      {
        name: 'a published guide is edited after unpublishing it',
        request: async (ctx) => saveGuideAt(ctx, (await ctx.world.guide({ published: true })).id),
        expect: signedIn(403, { superAdmin: 409 }),
      },
    ],
  },
  {
    route: 'GET /api/academy/activities/:activityId/checks',
    cases: [
      {
        name: "a premium course's activity",
        request: async ({ world }) => ({
          method: 'GET',
          url: checksOf((await world.academy()).premium.activityId),
        }),
        expect: premiumContent(200),
      },
      {
        name: "a draft's activity",
        request: async ({ world }) => ({
          method: 'GET',
          url: checksOf((await world.academy()).draft.activityId),
        }),
        expect: managers(200, 404),
      },
      {
        name: "a locked course's activity",
        request: async ({ world }) => ({
          method: 'GET',
          url: checksOf((await world.academy()).blocked.activityId),
        }),
        expect: managers(200),
      },
    ],
  },
  {
    route: 'PUT /api/academy/activities/:activityId/checks',
    cases: [
      {
        name: "a premium course's activity",
        request: async (ctx) => saveAt(ctx, (await ctx.world.academy()).premium.activityId),
        expect: managers(200),
      },
      {
        name: "a draft's activity",
        request: async (ctx) => saveAt(ctx, (await ctx.world.academy()).draft.activityId),
        expect: managers(200, 404),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id/activities/:activityId/students/:studentId/checks',
    cases: [
      {
        name: "owner's work in group A",
        request: async ({ world }) => {
          const { groupA, activityIds } = await world.classroom();
          return {
            method: 'GET',
            url: `/api/groups/${groupA}/activities/${activityIds[0]}/students/${world.actors.owner.id}/checks`,
          };
        },
        expect: groupReaders(200),
      },
    ],
  },
];

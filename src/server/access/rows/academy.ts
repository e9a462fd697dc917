import type { InjectOptions } from 'fastify';
import type { MatrixRow, Statuses } from '../matrix.ts';
import { signedIn } from '../statuses.ts';

/**
 * The Academy's read side (spec §2, §6). The world's premium course is `owner`'s (enrolled in a
 * group of it), `tutor`'s (its mentor) and its institution's admin's to open; every other student
 * meets the lock. Its draft is for its managers only: to anyone else it does not exist. Its locked
 * course (spec §4 block) opens to its managers only: its enrolled student and mentor meet
 * COURSE_BLOCKED like everyone else.
 */

/** Premium content: the people the course is for get `status`, other students COURSE_LOCKED. */
const premiumContent = (status: number): Statuses =>
  signedIn(403, { owner: status, tutor: status, institutionAdmin: status, superAdmin: status });

/** A locked course's content: its managers get `status`, everyone else COURSE_BLOCKED. */
const blockedContent = (status: number): Statuses =>
  signedIn(403, { institutionAdmin: status, superAdmin: status });

/** A draft: its institution's admin and super admins get `status`, everyone else a 404. */
const draftOnly = (status: number): Statuses =>
  signedIn(404, { institutionAdmin: status, superAdmin: status });

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string): InjectOptions => ({ method: 'POST', url });

export const ACADEMY_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/academy/courses',
    cases: [{ request: () => get('/api/academy/courses'), expect: signedIn(200) }],
  },
  {
    route: 'GET /api/academy/courses/:id',
    cases: [
      {
        name: 'a premium course: its view (locked or not) for everyone signed in',
        request: async ({ world }) => get(`/api/academy/courses/${(await world.academy()).premium.courseId}`),
        expect: signedIn(200),
      },
      {
        name: 'a draft',
        request: async ({ world }) => get(`/api/academy/courses/${(await world.academy()).draft.courseId}`),
        expect: draftOnly(200),
      },
      {
        name: 'a locked course: its view (without activities) for everyone signed in',
        request: async ({ world }) => get(`/api/academy/courses/${(await world.academy()).blocked.courseId}`),
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'GET /api/academy/activities/:activityId/course',
    cases: [
      {
        name: "a premium course's activity",
        request: async ({ world }) =>
          get(`/api/academy/activities/${(await world.academy()).premium.activityId}/course`),
        expect: signedIn(200),
      },
      {
        name: "a draft's activity",
        request: async ({ world }) =>
          get(`/api/academy/activities/${(await world.academy()).draft.activityId}/course`),
        expect: draftOnly(200),
      },
    ],
  },
  {
    route: 'GET /api/academy/activities/:activityId/guide',
    cases: [
      {
        name: "a premium course's activity",
        request: async ({ world }) =>
          get(`/api/academy/activities/${(await world.academy()).premium.activityId}/guide`),
        expect: premiumContent(200),
      },
      {
        name: "a draft's activity",
        request: async ({ world }) =>
          get(`/api/academy/activities/${(await world.academy()).draft.activityId}/guide`),
        expect: draftOnly(200),
      },
      {
        name: "a locked course's activity",
        request: async ({ world }) =>
          get(`/api/academy/activities/${(await world.academy()).blocked.activityId}/guide`),
        expect: blockedContent(200),
      },
    ],
  },
  {
    route: 'POST /api/academy/activities/:activityId/projects',
    cases: [
      {
        name: "a premium course's activity",
        request: async ({ world }) =>
          post(`/api/academy/activities/${(await world.academy()).premium.activityId}/projects`),
        expect: premiumContent(201),
      },
      {
        name: "a draft's activity",
        request: async ({ world }) =>
          post(`/api/academy/activities/${(await world.academy()).draft.activityId}/projects`),
        expect: draftOnly(201),
      },
      {
        name: "a locked course's activity",
        request: async ({ world }) =>
          post(`/api/academy/activities/${(await world.academy()).blocked.activityId}/projects`),
        expect: blockedContent(201),
      },
    ],
  },
  // A premium course's generated practical guide is its content too, through the guides' routes.
  {
    route: 'GET /api/guides/:id',
    cases: [
      {
        name: "a premium course's generated guide",
        request: async ({ world }) => get(`/api/guides/${(await world.academy()).premium.guideId}`),
        expect: premiumContent(200),
      },
      {
        name: "a locked course's generated guide",
        request: async ({ world }) => get(`/api/guides/${(await world.academy()).blocked.guideId}`),
        expect: blockedContent(200),
      },
    ],
  },
  {
    route: 'POST /api/guides/:id/projects',
    cases: [
      {
        name: "a premium course's generated guide",
        request: async ({ world }) => post(`/api/guides/${(await world.academy()).premium.guideId}/projects`),
        expect: premiumContent(201),
      },
      {
        name: "a locked course's generated guide",
        request: async ({ world }) => post(`/api/guides/${(await world.academy()).blocked.guideId}/projects`),
        expect: blockedContent(201),
      },
    ],
  },
];

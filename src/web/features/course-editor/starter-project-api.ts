import { activityCourseSchema } from '../../../domain/academy.ts';
import type { SaveGuideProject } from '../../../domain/guide-admin.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { projectSchema } from '../../../domain/projects.ts';
import { request } from '../../lib/api.ts';
import { saveTemplateProject } from '../guide-workspace/guide-workspace-api.ts';

/** An activity's starter project under template editing (course managers; the server checks `course:manage`). */

const activityPath = (activityId: string) => `/api/academy/activities/${encodeURIComponent(activityId)}`;

/** The starter guide as the guide workspace reads a guide (its id is the activity's idStart). */
export const fetchStarterGuide = (activityId: string) =>
  request('GET', `${activityPath(activityId)}/guide`, { schema: guideSchema });

/** Which course the activity belongs to. */
export const fetchActivityCourseId = async (activityId: string) =>
  (await request('GET', `${activityPath(activityId)}/course`, { schema: activityCourseSchema })).courseId;

/** `PUT /api/academy/activities/:activityId/project` with the version it started from; a stale one is a conflict. */
export const saveStarterProject = (
  activityId: string,
  body: SaveGuideProject,
  options: { keepalive?: boolean } = {},
) => saveTemplateProject(`${activityPath(activityId)}/project`, body, options);

/** "Make it mine" of the starter project as stored (the academy's own route, which checks the lock). */
export const copyStarterProject = (activityId: string) =>
  request('POST', `${activityPath(activityId)}/projects`, { schema: projectSchema });

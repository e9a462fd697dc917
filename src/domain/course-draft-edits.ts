import type { CourseActivity, CourseContent, CourseModule } from './course-content.ts';
import {
  type ActivityListKind,
  type ActivityPlace,
  activityListOf,
  updateModuleAt,
  withActivityList,
} from './course-order.ts';

/**
 * The course editor's edits as someone types, beside the server's `course-edits.ts` (add and
 * remove modules and activities): fields change as they are, untrimmed and without the §3
 * fallbacks, which the server applies when the tree is saved. Pure and immutable.
 */

export type ModuleDraftFields = Partial<Pick<CourseModule, 'name' | 'description'>>;
export type ActivityDraftFields = Partial<
  Pick<CourseActivity, 'name' | 'InitialProjectDescription' | 'introductionText' | 'code'>
>;

const mapList = (
  content: CourseContent,
  module: number,
  list: ActivityListKind,
  update: (activities: CourseActivity[]) => CourseActivity[],
): CourseContent =>
  content.modules[module]
    ? withActivityList(content, module, list, update(activityListOf(content, module, list)))
    : content;

export const updateModuleFields = (
  content: CourseContent,
  index: number,
  fields: ModuleDraftFields,
): CourseContent => updateModuleAt(content, index, (module) => ({ ...module, ...fields }));

export const removeActivity = (content: CourseContent, place: ActivityPlace): CourseContent =>
  mapList(content, place.module, place.list, (activities) => activities.filter((_, i) => i !== place.index));

export const updateActivity = (
  content: CourseContent,
  place: ActivityPlace,
  fields: ActivityDraftFields,
): CourseContent =>
  mapList(content, place.module, place.list, (activities) =>
    activities.map((activity, i) => (i === place.index ? { ...activity, ...fields } : activity)),
  );

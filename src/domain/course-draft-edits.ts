import {
  type CourseActivity,
  type CourseContent,
  type CourseModule,
  newActivity,
  newModule,
  renumberModules,
} from './course-content.ts';
import {
  type ActivityListKind,
  type ActivityPlace,
  activityListOf,
  updateModuleAt,
  withActivityList,
} from './course-order.ts';

/**
 * The course editor's other edits of a content tree: add, remove and change modules and
 * activities. Pure and immutable, modules renumbered from '1' after an add or a removal (spec §4).
 */

export type ModuleFields = Partial<Pick<CourseModule, 'name' | 'description' | 'image'>>;
export type ActivityFields = Partial<
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

/** A new module at the end, numbered count + 1 (spec §4); `name` empty gives 'Módulo N'. */
export const addModule = (content: CourseContent, name = ''): CourseContent => ({
  ...content,
  modules: [...content.modules, newModule(content.modules.length, name)],
});

/** Module `index` removed, the rest renumbered from '1'. */
export const removeModule = (content: CourseContent, index: number): CourseContent =>
  index < 0 || index >= content.modules.length
    ? content
    : { ...content, modules: renumberModules(content.modules.filter((_, i) => i !== index)) };

export const updateModule = (content: CourseContent, index: number, fields: ModuleFields): CourseContent =>
  updateModuleAt(content, index, (module) => ({ ...module, ...fields }));

/** A new activity (generated ids, the default first step) at the end of a module's list. */
export const addActivity = (
  content: CourseContent,
  module: number,
  list: ActivityListKind,
  randomId: string,
  fields: ActivityFields = {},
): CourseContent =>
  mapList(content, module, list, (activities) => [...activities, newActivity(randomId, fields)]);

export const removeActivity = (content: CourseContent, place: ActivityPlace): CourseContent =>
  mapList(content, place.module, place.list, (activities) => activities.filter((_, i) => i !== place.index));

export const updateActivity = (
  content: CourseContent,
  place: ActivityPlace,
  fields: ActivityFields,
): CourseContent =>
  mapList(content, place.module, place.list, (activities) =>
    activities.map((activity, i) => (i === place.index ? { ...activity, ...fields } : activity)),
  );

import {
  type CourseActivity,
  type CourseContent,
  type CourseModule,
  renumberModules,
} from './course-content.ts';

/**
 * Reordering a course's content tree (the course editor's drag and keyboard moves): modules, and
 * activities within their list, between a lesson's class and home lists and between modules.
 * Pure and immutable: a move that changes nothing returns the same tree.
 */

export const ACTIVITY_LISTS = ['classActivities', 'homeActivities'] as const;
export type ActivityListKind = (typeof ACTIVITY_LISTS)[number];

/** Where an activity sits: its module's index, which list of the module's lesson, its index there. */
export interface ActivityPlace {
  module: number;
  list: ActivityListKind;
  index: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The array with the item at `from` moved to `to` (clamped); the same array when nothing moves. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (from < 0 || from >= items.length) return items as T[];
  const target = clamp(to, 0, items.length - 1);
  if (target === from) return items as T[];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
};

/** Module `from` moved to index `to` (clamped), every module renumbered from '1' after. */
export const moveModule = (content: CourseContent, from: number, to: number): CourseContent => {
  const modules = moveItem(content.modules, from, to);
  return modules === content.modules ? content : { ...content, modules: renumberModules(modules) };
};

/** Module `index` moved up (-1) or down (+1). */
export const moveModuleBy = (content: CourseContent, index: number, delta: -1 | 1): CourseContent =>
  moveModule(content, index, index + delta);

/** The activities of a module's list (empty for a module that is not there). */
export const activityListOf = (
  content: CourseContent,
  module: number,
  list: ActivityListKind,
): CourseActivity[] => content.modules[module]?.lessons[0]?.[list] ?? [];

export const activityAt = (content: CourseContent, place: ActivityPlace): CourseActivity | undefined =>
  activityListOf(content, place.module, place.list)[place.index];

/** The place of the activity with this id, or null. */
export const placeOfActivity = (content: CourseContent, id: string): ActivityPlace | null => {
  for (const [module, { lessons }] of content.modules.entries()) {
    for (const list of ACTIVITY_LISTS) {
      const index = lessons[0]?.[list].findIndex((activity) => activity.id === id) ?? -1;
      if (index >= 0) return { module, list, index };
    }
  }
  return null;
};

/** The tree with module `index` replaced by `update(module)`. */
export const updateModuleAt = (
  content: CourseContent,
  index: number,
  update: (module: CourseModule) => CourseModule,
): CourseContent => ({
  ...content,
  modules: content.modules.map((module, i) => (i === index ? update(module) : module)),
});

/** The tree with a module's list replaced. */
export const withActivityList = (
  content: CourseContent,
  module: number,
  list: ActivityListKind,
  activities: CourseActivity[],
): CourseContent =>
  updateModuleAt(content, module, (found) => {
    const lesson = found.lessons[0] ?? { classActivities: [], homeActivities: [] };
    return { ...found, lessons: [{ ...lesson, [list]: activities }] };
  });

/**
 * The activity at `from` moved to `to`, where `to.index` is its index in the target list once
 * moved (clamped to that list). Another list or module takes it out of its own first.
 */
export const moveActivity = (
  content: CourseContent,
  from: ActivityPlace,
  to: ActivityPlace,
): CourseContent => {
  const activity = activityAt(content, from);
  if (!activity || !content.modules[to.module]) return content;
  if (from.module === to.module && from.list === to.list) {
    const list = activityListOf(content, from.module, from.list);
    const moved = moveItem(list, from.index, to.index);
    if (moved === list) return content;
    return withActivityList(content, from.module, from.list, moved);
  }
  const source = activityListOf(content, from.module, from.list).filter((_, i) => i !== from.index);
  const removed = withActivityList(content, from.module, from.list, source);
  const target = [...activityListOf(removed, to.module, to.list)];
  target.splice(clamp(to.index, 0, target.length), 0, activity);
  return withActivityList(removed, to.module, to.list, target);
};

/**
 * Where one keyboard step moves an activity, in reading order: within its list, then past the
 * list's end into the next list (class → home of the same module → class of the next module), and
 * back the same way. Null at the very first or last place of the course.
 */
export const stepActivityPlace = (
  content: CourseContent,
  from: ActivityPlace,
  delta: -1 | 1,
): ActivityPlace | null => {
  const length = activityListOf(content, from.module, from.list).length;
  const index = from.index + delta;
  if (index >= 0 && index < length) return { ...from, index };
  const listIndex = ACTIVITY_LISTS.indexOf(from.list) + delta;
  const module = from.module + (listIndex < 0 ? -1 : listIndex >= ACTIVITY_LISTS.length ? 1 : 0);
  if (module < 0 || module >= content.modules.length) return null;
  const list = ACTIVITY_LISTS[
    (listIndex + ACTIVITY_LISTS.length) % ACTIVITY_LISTS.length
  ] as ActivityListKind;
  // Entering a list from above lands first; from below, last (after what is there).
  return { module, list, index: delta > 0 ? 0 : activityListOf(content, module, list).length };
};

/**
 * Where an item dropped on the item at `target` ends up (`isAfter`: on its lower half). `from` is
 * the dragged item's index when it comes from the same list, else null.
 */
export const dropIndexOf = (from: number | null, target: number, isAfter: boolean): number => {
  const insertAt = target + (isAfter ? 1 : 0);
  return from !== null && from < insertAt ? insertAt - 1 : insertAt;
};

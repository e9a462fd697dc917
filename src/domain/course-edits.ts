import {
  activitiesOf,
  COURSE_FALLBACKS,
  type CourseActivity,
  type CourseContent,
  type CourseModule,
  idStartOf,
  moduleDisplayName,
  newActivity,
  newModule,
  renumberModules,
} from './course-content.ts';

/**
 * Course management's edits of a content tree (spec §4, §7 "Modules and activities"), pure: the
 * server applies one inside the transaction that saves the course. An edit naming a module index
 * out of range answers null (spec §5 'Índice de módulo inválido').
 */

export interface ModuleFields {
  name: string;
  description?: string | undefined;
}

const isIndexOf = (modules: unknown[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < modules.length;

/** Modules renumbered from '1' and named with the §3 fallback: how every saved tree leaves. */
export const tidyContent = (content: CourseContent): CourseContent => ({
  modules: renumberModules(content.modules).map((module) => ({
    ...module,
    name: moduleDisplayName(module),
  })),
});

/** Spec §4: a new module is numbered count + 1. */
export const addModule = (content: CourseContent, fields: ModuleFields): CourseContent => {
  const module = newModule(content.modules.length, fields.name);
  const description = fields.description?.trim();
  return { modules: [...content.modules, description ? { ...module, description } : module] };
};

/** Renames a module (and sets its description when given); the number stays. */
export const updateModule = (
  content: CourseContent,
  index: number,
  fields: ModuleFields,
): CourseContent | null => {
  if (!isIndexOf(content.modules, index)) return null;
  return {
    modules: content.modules.map((module, i) => {
      if (i !== index) return module;
      const renamed = { ...module, name: fields.name.trim() || COURSE_FALLBACKS.moduleName(module.number) };
      return fields.description === undefined
        ? renamed
        : { ...renamed, description: fields.description.trim() };
    }),
  };
};

/** Spec §4: removing a module renumbers the rest from 1. Hands back the activities it held. */
export const removeModule = (
  content: CourseContent,
  index: number,
): { content: CourseContent; removed: CourseActivity[] } | null => {
  const module = content.modules[index];
  if (!module || !isIndexOf(content.modules, index)) return null;
  return {
    content: tidyContent({ modules: content.modules.filter((_, i) => i !== index) }),
    removed: activitiesOf(module),
  };
};

/** Points a module at a new image; hands back the one it replaces. */
export const setModuleImage = (
  content: CourseContent,
  index: number,
  image: string,
): { content: CourseContent; previous: string | null } | null => {
  const module = content.modules[index];
  if (!module || !isIndexOf(content.modules, index)) return null;
  return {
    content: { modules: content.modules.map((m, i) => (i === index ? { ...m, image } : m)) },
    previous: module.image ?? null,
  };
};

export interface ActivityFields {
  name: string;
  InitialProjectDescription: string;
  introductionText: string;
  kind: 'class' | 'home';
}

/**
 * Spec §7: an activity added to a module gets a generated id (`activity_` + `randomId`) and
 * idStart = id + 'Start', the default code and the default first step.
 */
export const addActivity = (
  content: CourseContent,
  index: number,
  randomId: string,
  { kind, ...fields }: ActivityFields,
): { content: CourseContent; activity: CourseActivity } | null => {
  const module = content.modules[index];
  if (!module || !isIndexOf(content.modules, index)) return null;
  const activity = newActivity(randomId, fields);
  const lesson = module.lessons[0] ?? { classActivities: [], homeActivities: [] };
  const list = kind === 'home' ? 'homeActivities' : 'classActivities';
  const changed: CourseModule = { ...module, lessons: [{ ...lesson, [list]: [...lesson[list], activity] }] };
  return {
    content: { modules: content.modules.map((m, i) => (i === index ? changed : m)) },
    activity,
  };
};

/** Every activity of the tree, in course order. */
export const allActivitiesOf = (content: CourseContent): CourseActivity[] =>
  content.modules.flatMap((module) => activitiesOf(module));

/**
 * Spec §3, §5: every activity needs an id and idStart = id + 'Start', and no two activities of a
 * course share an id. Answers the ids that break it (empty when the tree is sound).
 */
export const invalidActivityIds = (content: CourseContent): string[] => {
  const seen = new Set<string>();
  const bad: string[] = [];
  for (const activity of allActivitiesOf(content)) {
    const id = activity.id.trim();
    if (!id || activity.idStart !== idStartOf(activity.id) || seen.has(id)) bad.push(activity.id);
    seen.add(id);
  }
  return bad;
};

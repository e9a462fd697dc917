import type { z } from 'zod';
import { type CourseDetail, type CourseInput, courseInputSchema } from '../../../domain/academy.ts';
import type { Modality } from '../../../domain/constants.ts';
import {
  COURSE_FALLBACKS,
  type CourseActivity,
  type CourseModule,
  newActivity,
  renumberModules,
} from '../../../domain/course-content.ts';
import type { FieldError } from '../../lib/form-errors.ts';

/** The course form as plain data: its values, the bodies it becomes, and its checks (spec §5 course form). */

export type ActivityKind = 'classActivities' | 'homeActivities';

/** A module as the form edits it: `rowId` keeps its inputs in place when another one is removed. */
export interface ModuleRow {
  rowId: string;
  number: string;
  /** '' shows the §3 fallback 'Módulo N' as a placeholder, and the server fills it in. */
  name: string;
  alias?: string;
  image?: string;
  description?: string;
  classActivities: CourseActivity[];
  homeActivities: CourseActivity[];
}

export interface CourseFormValues {
  name: string;
  description: string;
  /** An institution's name, or '' for none (then the modality is required). */
  institution: string;
  modality: Modality | '';
  isRemote: boolean;
  block: boolean;
  modules: ModuleRow[];
  /** A new cover image chosen, uploaded on save. */
  imageFile: File | null;
}

/**
 * Spec §3, §9 defaults: no institution (an institution admin's own, since they may only give
 * courses to it), free, remote, active, no modules.
 */
export const newCourseValues = (institution = ''): CourseFormValues => ({
  name: '',
  description: '',
  institution,
  modality: 'free',
  isRemote: true,
  block: false,
  modules: [],
  imageFile: null,
});

const toModuleRow = (module: CourseModule, rowId: string): ModuleRow => {
  const lesson = module.lessons[0] ?? { classActivities: [], homeActivities: [] };
  // A stored name that is only the fallback of its number stays a fallback, so it follows renumbering.
  const isFallback = !module.alias && module.name === COURSE_FALLBACKS.moduleName(module.number);
  return {
    rowId,
    number: module.number,
    name: isFallback ? '' : module.name,
    ...(module.alias ? { alias: module.alias } : {}),
    ...(module.image ? { image: module.image } : {}),
    ...(module.description ? { description: module.description } : {}),
    classActivities: lesson.classActivities,
    homeActivities: lesson.homeActivities,
  };
};

export const toCourseFormValues = (course: CourseDetail, randomId: () => string): CourseFormValues => ({
  name: course.name,
  description: course.description,
  institution: course.institution,
  modality: course.modality,
  isRemote: course.isRemote,
  block: course.block,
  modules: course.content.modules.map((module) => toModuleRow(module, randomId())),
  imageFile: null,
});

const trimmedActivity = (activity: CourseActivity): CourseActivity => ({
  ...activity,
  name: activity.name.trim(),
  InitialProjectDescription: activity.InitialProjectDescription.trim(),
  introductionText: activity.introductionText.trim(),
});

/** What the form says, as `POST /api/courses` and `PUT /api/courses/:id` take it (publication aside). */
export const toCourseInput = (values: CourseFormValues): Omit<CourseInput, 'isPublished'> => ({
  name: values.name.trim(),
  description: values.description.trim(),
  institution: values.institution.trim(),
  // With an institution the modality may be left empty: the §9 default applies.
  modality: values.modality || 'free',
  isRemote: values.isRemote,
  block: values.block,
  content: {
    modules: renumberModules(values.modules).map(
      ({ rowId: _rowId, classActivities, homeActivities, ...module }) => ({
        ...module,
        name: module.name.trim(),
        lessons: [
          {
            classActivities: classActivities.map(trimmedActivity),
            homeActivities: homeActivities.map(trimmedActivity),
          },
        ],
      }),
    ),
  },
});

// ——— module and activity editing, all immutable ———

export const addModule = (modules: ModuleRow[], rowId: string): ModuleRow[] => [
  ...modules,
  { rowId, number: String(modules.length + 1), name: '', classActivities: [], homeActivities: [] },
];

/** Spec §4: removing a module renumbers the rest from 1. */
export const removeModule = (modules: ModuleRow[], index: number): ModuleRow[] =>
  renumberModules(modules.filter((_, at) => at !== index));

/** A new activity with generated ids and the §9 first step; its texts are for the person to write. */
export const blankActivity = (randomId: string): CourseActivity =>
  newActivity(randomId, { name: '', InitialProjectDescription: '', introductionText: '' });

export const addActivity = (
  modules: ModuleRow[],
  index: number,
  kind: ActivityKind,
  activity: CourseActivity,
): ModuleRow[] =>
  modules.map((module, at) => (at === index ? { ...module, [kind]: [...module[kind], activity] } : module));

export const removeActivity = (
  modules: ModuleRow[],
  index: number,
  kind: ActivityKind,
  activityIndex: number,
): ModuleRow[] =>
  modules.map((module, at) =>
    at === index ? { ...module, [kind]: module[kind].filter((_, i) => i !== activityIndex) } : module,
  );

// ——— checks ———

/** `content.modules.0.lessons.0.homeActivities.2.name` → `modules.0.homeActivities.2.name`. */
const fieldPathOf = (path: readonly PropertyKey[]): string => {
  const parts = path.map(String);
  if (parts[0] !== 'content') return parts[0] ?? '';
  const [, , moduleIndex, lessons, , kind, activityIndex, field] = parts;
  if (moduleIndex === undefined) return 'modules';
  if (lessons !== 'lessons' || kind === undefined) return `modules.${moduleIndex}.${lessons ?? 'name'}`;
  return [`modules.${moduleIndex}.${kind}`, activityIndex, field].filter((p) => p !== undefined).join('.');
};

/**
 * The fields a 400 VALIDATION_FAILED names (`content.modules.0.lessons.0.classActivities.1.name`),
 * as the form's own paths, each marked invalid: what the server refused shows by its field.
 */
export const serverFieldErrors = (fields: Record<string, string[]>): Record<string, FieldError> =>
  Object.fromEntries(
    Object.keys(fields)
      .map((key) => fieldPathOf(key.split('.')))
      .filter((path) => path !== '' && path !== '_')
      .map((path) => [path, { key: 'invalid' } satisfies FieldError]),
  );

const problemOf = (issue: z.core.$ZodIssue): FieldError => {
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? { key: 'required' } : { key: 'min', count: Number(issue.minimum) };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { key: 'max', count: Number(issue.maximum) };
  return { key: 'invalid' };
};

/**
 * The form's problems by Mantine field path, checked by the server's own schema; empty when it
 * may be sent. Spec §5: name, description, and an institution or the default modality; each
 * activity needs a name, an initial description and an introduction.
 */
export const checkCourseForm = (values: CourseFormValues): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  // An empty name is missing, not short.
  if (!values.name.trim()) errors.name = { key: 'required' };
  if (!values.institution.trim() && !values.modality) errors.modality = { key: 'required' };
  const parsed = courseInputSchema.safeParse(toCourseInput(values));
  for (const issue of parsed.success ? [] : parsed.error.issues)
    errors[fieldPathOf(issue.path)] ??= problemOf(issue);
  return errors;
};

/** How many activities a module has, class and home together. */
export const activityCount = (module: Pick<ModuleRow, 'classActivities' | 'homeActivities'>) =>
  module.classActivities.length + module.homeActivities.length;

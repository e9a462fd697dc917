import { z } from 'zod';
import { storedDiagramSchema } from './circuit/diagram-schema.ts';
import { DEFAULTS } from './constants.ts';

/**
 * A course's content tree (spec §3 Module, Lesson, Activity, Step): modules → lessons[0] →
 * class / home activities → steps. One set of schemas for the editor and the server:
 * - `storedCourseContentSchema` reads whatever the database holds and fills the §3 fallbacks,
 *   so a half-filled or old tree still shows;
 * - `courseContentInputSchema` is what a save must satisfy (§5 course form).
 */

export const COURSE_CONTENT_LIMITS = {
  modulesMax: 60,
  activitiesPerListMax: 40,
  stepsMax: 100,
  nameMax: 120,
  textMax: 10_000,
  codeMax: 100_000,
  listMax: 50,
  idMax: 120,
} as const;

/** §3 fallbacks, in the default locale (es) as stored data; the web translates its own labels. */
export const COURSE_FALLBACKS = {
  activityName: 'Actividad sin nombre',
  activityCode: DEFAULTS.courseActivityCode,
  moduleName: (number: string) => `Módulo ${number}`,
  firstStep: DEFAULTS.firstStep,
} as const;

/** An activity's starter guide id (spec §3: `idStart` = id + 'Start'). */
export const idStartOf = (activityId: string) => `${activityId}Start`;

/**
 * The practical guide a published course generates from an activity's starter guide. Practical
 * guide ids must start with `practical_` or `starter_` (and the workspace never saves such ids),
 * while activity ids start with `activity_`: the mapping prefixes the starter guide's id.
 */
export const practicalGuideIdOf = (idStart: string) => `starter_${idStart}`;

/** Activity ids start with `activity_`, which the workspace never saves over (spec §4). */
export const ACTIVITY_ID_PREFIX = 'activity_';
export const newActivityId = (randomId: string) => `${ACTIVITY_ID_PREFIX}${randomId}`;

const text = (max: number = COURSE_CONTENT_LIMITS.textMax) => z.string().max(max);

export const courseStepSchema = z.object({
  stepName: text(COURSE_CONTENT_LIMITS.nameMax).catch(''),
  description: text().catch(''),
  details: z.array(text()).max(COURSE_CONTENT_LIMITS.listMax).catch([]),
  explanation: text().catch(''),
  image: z.string().max(2000).optional().catch(undefined),
});
export type CourseStep = z.infer<typeof courseStepSchema>;

/** The first step every new activity's starter guide gets (spec §5, §9). */
export const defaultFirstStep = (): CourseStep => ({
  stepName: COURSE_FALLBACKS.firstStep,
  description: COURSE_FALLBACKS.firstStep,
  details: [],
  explanation: '',
});

const activityFields = {
  name: text(COURSE_CONTENT_LIMITS.nameMax),
  code: text(COURSE_CONTENT_LIMITS.codeMax),
  componentsDiagram: storedDiagramSchema.optional(),
  stepByStepGuide: text().optional(),
  InitialProjectDescription: text(),
  introductionText: text(),
  descriptions: z.array(text()).max(COURSE_CONTENT_LIMITS.listMax).optional(),
  steps: z.array(courseStepSchema).max(COURSE_CONTENT_LIMITS.stepsMax),
  activityNumber: z.number().int().min(0).optional(),
};

/** A stored activity with the §3 fallbacks filled (id and idStart are filled by `normalizeCourseContent`). */
export const storedActivitySchema = z.object({
  id: z.string().max(COURSE_CONTENT_LIMITS.idMax).optional().catch(undefined),
  idStart: z
    .string()
    .max(COURSE_CONTENT_LIMITS.idMax + 5)
    .optional()
    .catch(undefined),
  name: activityFields.name
    .trim()
    .catch('')
    .transform((name) => name || COURSE_FALLBACKS.activityName),
  code: activityFields.code.catch(COURSE_FALLBACKS.activityCode),
  componentsDiagram: activityFields.componentsDiagram.catch(undefined),
  stepByStepGuide: activityFields.stepByStepGuide.catch(undefined),
  InitialProjectDescription: activityFields.InitialProjectDescription.catch(''),
  introductionText: activityFields.introductionText.catch(''),
  descriptions: activityFields.descriptions.catch(undefined),
  steps: activityFields.steps.catch([]),
  activityNumber: activityFields.activityNumber.catch(undefined),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored list read item by item: one odd entry is left out, never the whole list. */
const storedListOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const storedLessonSchema = z.object({
  classActivities: storedListOf(storedActivitySchema),
  homeActivities: storedListOf(storedActivitySchema),
});

const storedModuleSchema = z.object({
  number: z.string().optional().catch(undefined),
  name: z.string().trim().optional().catch(undefined),
  alias: z.string().optional().catch(undefined),
  image: z.string().optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  lessons: storedListOf(storedLessonSchema),
});

/** Whatever the jsonb holds: a course whose tree is not even an object reads as an empty one. */
export const storedCourseContentSchema = z
  .object({
    // A module that is not even an object still counts (management's module count is SQL's
    // jsonb_array_length): it reads as an empty 'Módulo N'.
    modules: z
      .array(z.unknown())
      .catch([])
      .transform((items) => items.map((value) => storedModuleSchema.parse(isRecord(value) ? value : {}))),
  })
  .catch({ modules: [] });

/** An activity as the editor and the server work with it: every field present. */
export const activitySchema = z.object({
  id: z.string().min(1).max(COURSE_CONTENT_LIMITS.idMax),
  idStart: z
    .string()
    .min(1)
    .max(COURSE_CONTENT_LIMITS.idMax + 5),
  ...activityFields,
});
export type CourseActivity = z.infer<typeof activitySchema>;

export const lessonSchema = z.object({
  classActivities: z.array(activitySchema).max(COURSE_CONTENT_LIMITS.activitiesPerListMax),
  homeActivities: z.array(activitySchema).max(COURSE_CONTENT_LIMITS.activitiesPerListMax),
});
export type CourseLesson = z.infer<typeof lessonSchema>;

export const moduleSchema = z.object({
  /** Strings renumbered from '1' (spec §3, §9). */
  number: z.string().max(10),
  name: z.string().max(COURSE_CONTENT_LIMITS.nameMax),
  alias: z.string().max(COURSE_CONTENT_LIMITS.nameMax).optional(),
  image: z.string().max(2000).optional(),
  description: z.string().max(COURSE_CONTENT_LIMITS.textMax).optional(),
  /** Only lessons[0] is used (spec §3). */
  lessons: z.array(lessonSchema).min(1).max(1),
});
export type CourseModule = z.infer<typeof moduleSchema>;

export const courseContentSchema = z.object({
  modules: z.array(moduleSchema).max(COURSE_CONTENT_LIMITS.modulesMax),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

/** Spec §5 course form: each activity needs a name, an initial description and an introduction. */
const requiredText = (max: number = COURSE_CONTENT_LIMITS.textMax) => z.string().trim().min(1).max(max);
export const activityInputSchema = activitySchema.extend({
  name: requiredText(COURSE_CONTENT_LIMITS.nameMax),
  InitialProjectDescription: requiredText(),
  introductionText: requiredText(),
});
export const moduleInputSchema = moduleSchema.extend({
  lessons: z
    .array(
      z.object({
        classActivities: z.array(activityInputSchema).max(COURSE_CONTENT_LIMITS.activitiesPerListMax),
        homeActivities: z.array(activityInputSchema).max(COURSE_CONTENT_LIMITS.activitiesPerListMax),
      }),
    )
    .min(1)
    .max(1),
});
/** What a course save must satisfy; the server renumbers modules and fills names after it. */
export const courseContentInputSchema = z.object({
  modules: z.array(moduleInputSchema).max(COURSE_CONTENT_LIMITS.modulesMax),
});
export type CourseContentInput = z.infer<typeof courseContentInputSchema>;

/** Spec §3: a module's name falls back to its alias, then 'Módulo N'. */
export const moduleDisplayName = (module: { name?: string; alias?: string; number: string }) =>
  module.name?.trim() || module.alias?.trim() || COURSE_FALLBACKS.moduleName(module.number);

/** Spec §4: modules number as strings from '1', in order, after any add or removal. */
export const renumberModules = <M extends { number: string }>(modules: M[]): M[] =>
  modules.map((module, index) => ({ ...module, number: String(index + 1) }));

/** Class then home activities of a module's lesson, the order starter guides count `activityIndex` in. */
export const activitiesOf = <A>(module: {
  lessons: { classActivities: A[]; homeActivities: A[] }[];
}): A[] => {
  const lesson = module.lessons[0];
  return lesson ? [...lesson.classActivities, ...lesson.homeActivities] : [];
};

/**
 * Whatever a course's jsonb holds, as a complete tree: §3 fallbacks filled, a missing id
 * generated (`randomId` is the caller's, so this stays pure), idStart = id + 'Start', modules
 * renumbered from 1 and named.
 */
export const normalizeCourseContent = (stored: unknown, randomId: () => string): CourseContent => {
  const parsed = storedCourseContentSchema.parse(stored ?? {});
  const activity = (a: z.infer<typeof storedActivitySchema>): CourseActivity => {
    const id = a.id || newActivityId(randomId());
    return { ...a, id, idStart: a.idStart || idStartOf(id) };
  };
  return {
    modules: renumberModules(
      parsed.modules.map((module, index) => {
        const number = String(index + 1);
        const lesson = module.lessons[0] ?? { classActivities: [], homeActivities: [] };
        return {
          number,
          name: moduleDisplayName({ ...module, number }),
          ...(module.alias ? { alias: module.alias } : {}),
          ...(module.image ? { image: module.image } : {}),
          ...(module.description ? { description: module.description } : {}),
          lessons: [
            {
              classActivities: lesson.classActivities.map(activity),
              homeActivities: lesson.homeActivities.map(activity),
            },
          ],
        };
      }),
    ),
  };
};

/** A new activity as "add an activity" makes it (spec §7): generated ids, the default first step. */
export const newActivity = (randomId: string, fields: Partial<CourseActivity> = {}): CourseActivity => {
  const id = fields.id ?? newActivityId(randomId);
  return {
    name: COURSE_FALLBACKS.activityName,
    code: COURSE_FALLBACKS.activityCode,
    InitialProjectDescription: '',
    introductionText: '',
    steps: [defaultFirstStep()],
    ...fields,
    id,
    idStart: idStartOf(id),
  };
};

/** A new empty module numbered count + 1 (spec §4). */
export const newModule = (count: number, name = ''): CourseModule => {
  const number = String(count + 1);
  return {
    number,
    name: name.trim() || COURSE_FALLBACKS.moduleName(number),
    lessons: [{ classActivities: [], homeActivities: [] }],
  };
};

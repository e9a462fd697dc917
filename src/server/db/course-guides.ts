import { DEFAULT_LOCALE, DEFAULTS } from '../../domain/constants.ts';
import { activitiesOf, defaultFirstStep, practicalGuideIdOf } from '../../domain/course-content.ts';
import type {
  NewPracticalGuideRow,
  NewStarterGuideRow,
  PracticalGuideRow,
  StarterGuideRow,
} from './schema/index.ts';
import type { Activity, Module } from './schema/json.ts';

/**
 * The guides a course's content tree stands for (spec §3 Starter guide, §4 course publication),
 * shared by the seed and course management so both write the same rows.
 */

/** What a starter guide needs from its course: the seed's courses and stored ones alike. */
export interface CourseOfGuides {
  id: string;
  name: string;
  modules: Module[];
}

/** An activity's place in its course, as starter and practical guides record it. */
export interface ActivityPosition {
  moduleIndex: number;
  moduleNumber: string;
  moduleName: string;
  /** Class then home activities of lessons[0], counted together. */
  activityIndex: number;
  activity: Activity;
}

/** Every activity of the course with its position, in the order the course lists them. */
export const activityPositionsOf = (modules: Module[]): ActivityPosition[] =>
  modules.flatMap((module, moduleIndex) =>
    activitiesOf(module).map((activity, activityIndex) => ({
      moduleIndex,
      moduleNumber: module.number,
      moduleName: module.name,
      activityIndex,
      activity,
    })),
  );

/** The columns of a starter guide its course decides (the project is the template editor's). */
export const starterGuideTextOf = (courseName: string, position: ActivityPosition) => {
  const { activity } = position;
  return {
    courseName,
    moduleIndex: position.moduleIndex,
    moduleNumber: position.moduleNumber,
    moduleName: position.moduleName,
    activityIndex: position.activityIndex,
    activityName: activity.name,
    name: activity.name,
    initialProjectDescription: activity.InitialProjectDescription,
    descriptions: activity.descriptions ?? [],
    // Spec §5, §9: a guide starts with the default first step when the activity has none.
    steps: activity.steps.length > 0 ? activity.steps : [defaultFirstStep()],
    introduction: [activity.introductionText],
    titleIntroduction: activity.name,
  };
};

/** A new starter guide for one activity: id = idStart, active, the activity's circuit and code. */
export const starterGuideOf = (
  course: Omit<CourseOfGuides, 'modules'>,
  position: ActivityPosition,
  now: Date,
): NewStarterGuideRow => {
  const { activity } = position;
  return {
    id: activity.idStart,
    activityId: activity.id,
    courseId: course.id,
    ...starterGuideTextOf(course.name, position),
    project: {
      name: activity.name,
      code: activity.code,
      components: activity.componentsDiagram?.parts ?? [],
      connections: activity.componentsDiagram?.wires ?? [],
    },
    isActive: true,
    tags: [],
    createdAt: now,
    updatedAt: now,
  };
};

/** One starter guide per activity, id = idStart; activityIndex counts class then home activities. */
export const starterGuidesOf = (course: CourseOfGuides, now: Date): NewStarterGuideRow[] =>
  activityPositionsOf(course.modules).map((position) => starterGuideOf(course, position, now));

/** The columns of a generated practical guide that follow its starter guide. */
export const practicalGuideTextOf = (
  starter: Pick<
    StarterGuideRow,
    | 'courseId'
    | 'courseName'
    | 'moduleIndex'
    | 'moduleNumber'
    | 'moduleName'
    | 'activityIndex'
    | 'name'
    | 'initialProjectDescription'
    | 'introduction'
    | 'titleIntroduction'
    | 'project'
    | 'steps'
  >,
) =>
  ({
    name: starter.name,
    description: starter.initialProjectDescription,
    initialProjectDescription: starter.initialProjectDescription,
    introduction: starter.introduction,
    titleIntroduction: starter.titleIntroduction,
    project: starter.project,
    code: starter.project.code,
    steps: starter.steps,
    courseId: starter.courseId,
    courseName: starter.courseName,
    moduleIndex: starter.moduleIndex,
    moduleNumber: starter.moduleNumber,
    moduleName: starter.moduleName,
    activityIndex: starter.activityIndex,
    isPublished: true,
  }) satisfies Partial<PracticalGuideRow>;

/**
 * Spec §4: a published course lists a practical guide for each starter guide, id
 * `starter_{idStart}`, published, in the default category and language.
 */
export const practicalGuideOf = (
  starter: Parameters<typeof practicalGuideTextOf>[0] & Pick<StarterGuideRow, 'id' | 'tags'>,
  now: Date,
): NewPracticalGuideRow => ({
  id: practicalGuideIdOf(starter.id),
  ...practicalGuideTextOf(starter),
  category: DEFAULTS.guideCategory,
  difficulty: DEFAULTS.difficulty,
  estimatedTime: DEFAULTS.estimatedTimeMinutes,
  isActive: true,
  tags: starter.tags,
  language: DEFAULT_LOCALE,
  createdAt: now,
  updatedAt: now,
});

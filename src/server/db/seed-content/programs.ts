import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import type { Locale } from '../../../domain/constants.ts';
import { basicsCourse } from './course-basics.ts';
import { roboticsCourse } from './course-robotics.ts';
import { southCourse } from './course-south.ts';
import { weatherCourse } from './course-weather.ts';
import { PRACTICAL_GUIDES } from './guides.ts';

/** A program our own content gives a student: a practical guide's, or an Academy activity's. */
export interface SeededProgram {
  /** Where a student opens it: `practical-guide/{id}` or `template/{id}`. */
  kind: 'guide' | 'activity';
  id: string;
  /** The guide or activity as a person finds it, for a failure's message. */
  name: string;
  /** The title its guide workspace opens on (a guide's introduction title, an activity's name). */
  heading: string;
  /** The language it is written in, and so the one it is opened in. */
  language: Locale;
  code: string;
  diagram: Diagram;
  /** The view it opens in, when not Python (a guide written for blocks). */
  view?: CodeView;
}

const EMPTY: Diagram = { parts: [], wires: [] };

/**
 * Every program of the seeded practical guides and of every activity of the seeded courses (the
 * courses are written in Spanish; a guide says its language). "Our own content works": the
 * simulator's unit test and the browser journey run each of these.
 */
export const seededPrograms = (): SeededProgram[] => [
  ...PRACTICAL_GUIDES.map((guide) => ({
    kind: 'guide' as const,
    id: guide.id,
    name: guide.name,
    heading: guide.titleIntroduction,
    language: guide.language ?? 'es',
    code: guide.code,
    diagram: guide.diagram,
    ...(guide.view ? { view: guide.view } : {}),
  })),
  ...[basicsCourse, roboticsCourse, weatherCourse, southCourse].flatMap((course) =>
    course.modules.flatMap((module) =>
      module.lessons.flatMap((lesson) =>
        [...lesson.classActivities, ...lesson.homeActivities].map((activity) => ({
          kind: 'activity' as const,
          id: activity.id,
          name: `${course.name} › ${activity.name}`,
          heading: activity.name,
          language: 'es' as const,
          code: activity.code,
          diagram: (activity.componentsDiagram as Diagram | undefined) ?? EMPTY,
        })),
      ),
    ),
  ),
];

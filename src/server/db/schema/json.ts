/**
 * Shapes of the jsonb columns (spec §3). The diagram is the domain's circuit model (zod schema
 * and inferred types in src/domain/circuit); the course tree is kept here, next to the tables
 * that store it, until its domain schemas land.
 */
import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Diagram, DiagramPart, DiagramWire } from '../../../domain/circuit/diagram.ts';

export type { Diagram, DiagramPart, DiagramWire, PinRef } from '../../../domain/circuit/diagram.ts';
export { EMPTY_DIAGRAM } from '../../../domain/circuit/diagram.ts';

export interface Step {
  stepName: string;
  description: string;
  details: string[];
  explanation: string;
  image?: string;
}

export interface Activity {
  id: string;
  /** Id of the activity's starter guide: `id + 'Start'`. */
  idStart: string;
  name: string;
  code: string;
  componentsDiagram?: Diagram;
  stepByStepGuide?: string;
  InitialProjectDescription: string;
  introductionText: string;
  descriptions?: string[];
  steps: Step[];
  activityNumber?: number;
}

export interface Lesson {
  classActivities: Activity[];
  homeActivities: Activity[];
}

export interface Module {
  /** Strings renumbered from '1'. */
  number: string;
  name: string;
  alias?: string;
  image?: string;
  description?: string;
  /** Only lessons[0] is used. */
  lessons: Lesson[];
}

export interface CourseContent {
  modules: Module[];
}

export const EMPTY_COURSE_CONTENT: CourseContent = { modules: [] };

export interface TemplateInfo {
  name: string;
  description: string;
  introduction: string[];
  code: string;
  titleIntroduction: string;
  components: DiagramPart[];
  connections: DiagramWire[];
  componentsDiagram?: Diagram;
}

/** The project a guide opens in the workspace. */
export interface GuideProject {
  name: string;
  code: string;
  /** The view its program opens in (issue 30); Python when absent. Blocks are parsed from `code`. */
  view?: CodeView;
  components: DiagramPart[];
  connections: DiagramWire[];
}

export type LocalizedNames = { es: string; pt: string; en: string };

export interface KeyboardAccess {
  studentUid: string;
  activityId: string;
  /** ISO timestamp. */
  grantedAt: string;
}

/**
 * Shapes of the jsonb columns (spec §3). Kept here, next to the tables that store them, until the
 * domain's zod schemas for the circuit model and the course tree land; then these become
 * re-exports of the inferred domain types.
 */

/** A part on the canvas, as STYLE.md rule 1 fixes it. `attrs` values are strings, as in Wokwi. */
export interface DiagramPart {
  id: string;
  type: string;
  x: number;
  y: number;
  rotate: number;
  flip: boolean;
  attrs: Record<string, string>;
}

export interface PinRef {
  part: string;
  pin: string;
}

export interface DiagramWire {
  id: string;
  from: PinRef;
  to: PinRef;
  color: string;
  bends: { x: number; y: number }[];
}

export interface Diagram {
  parts: DiagramPart[];
  wires: DiagramWire[];
}

export const EMPTY_DIAGRAM: Diagram = { parts: [], wires: [] };

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

import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Difficulty, Locale, Modality } from '../../../domain/constants.ts';
import type { Diagram, Module, Step } from '../schema/json.ts';

export interface SeedCourse {
  id: string;
  name: string;
  description: string;
  modality: Modality;
  isPublished: boolean;
  backgroundColor: string;
  modules: Module[];
}

export interface SeedGuide {
  /** `practical_…` (spec §3). */
  id: string;
  /** The language it is written in; Spanish when not said. */
  language?: Locale;
  /** The guide this one translates, when it is a translation. */
  translationOf?: string;
  name: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  estimatedTime: number;
  isPublished: boolean;
  titleIntroduction: string;
  introduction: string[];
  tags: string[];
  code: string;
  /** The view its program opens in (issue 30): Blocks for the guides written for blocks; Python when absent. */
  view?: CodeView;
  steps: Step[];
  diagram: Diagram;
}

import { and, eq, sql } from 'drizzle-orm';
import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { DEFAULT_LOCALE, DEFAULTS } from '../../../domain/constants.ts';
import { practicalGuideIdOf } from '../../../domain/course-content.ts';
import type { Guide } from '../../../domain/guides.ts';
import { codeViewOf } from '../../../domain/project-view.ts';
import type { Db } from '../../db/client.ts';
import {
  guideCategories,
  practicalGuides,
  type StarterGuideRow,
  starterGuides,
} from '../../db/schema/index.ts';
import { courseImageUrlOf } from './data.ts';

/**
 * Template editing (spec §3 Project isTemplateEditing): the starter project of an activity is its
 * starter guide's project; a published course's generated practical guide follows it.
 */

/** The starter guide of an activity: one indexed lookup. */
export const findStarterGuide = async (db: Db, activityId: string): Promise<StarterGuideRow | null> => {
  const [row] = await db
    .select()
    .from(starterGuides)
    .where(eq(starterGuides.activityId, activityId))
    .limit(1);
  return row ?? null;
};

export type TemplateWrite =
  | { kind: 'saved'; row: StarterGuideRow }
  | { kind: 'conflict'; current: { version: number; updatedAt: string } };

/** Saves the circuit, code and view at `version`, and the generated practical guide's with it, in one transaction. */
export const saveTemplateProject = (
  db: Db,
  starter: StarterGuideRow,
  input: { version: number; diagram: Diagram; code: string; view?: CodeView },
): Promise<TemplateWrite> =>
  db.transaction(async (tx) => {
    const project = {
      name: starter.project?.name || starter.name,
      code: input.code,
      view: input.view ?? codeViewOf(starter.project?.view),
      components: input.diagram.parts,
      connections: input.diagram.wires,
    };
    const [row] = await tx
      .update(starterGuides)
      .set({
        project,
        version: sql`${starterGuides.version} + 1`,
        updatedAt: sql`greatest(clock_timestamp(), ${starterGuides.updatedAt} + interval '1 millisecond')`,
      })
      .where(and(eq(starterGuides.id, starter.id), eq(starterGuides.version, input.version)))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ version: starterGuides.version, updatedAt: starterGuides.updatedAt })
        .from(starterGuides)
        .where(eq(starterGuides.id, starter.id));
      const at = current ?? starter;
      return {
        kind: 'conflict',
        current: { version: at.version, updatedAt: at.updatedAt.toISOString() },
      } as const;
    }
    await tx
      .update(practicalGuides)
      .set({ project, code: input.code, version: sql`${practicalGuides.version} + 1`, updatedAt: new Date() })
      .where(eq(practicalGuides.id, practicalGuideIdOf(starter.id)));
    return { kind: 'saved', row } as const;
  });

const textsOf = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** A starter guide as the guide workspace reads a guide (id = idStart). */
export const starterGuideAsGuide = async (
  db: Db,
  row: StarterGuideRow,
  isPublished: boolean,
): Promise<Guide> => {
  const [category] = await db
    .select({ name: guideCategories.name, icon: guideCategories.icon })
    .from(guideCategories)
    .where(eq(guideCategories.value, DEFAULTS.guideCategory));
  const project = (row.project ?? {}) as unknown as Record<string, unknown>;
  const steps = Array.isArray(row.steps) ? row.steps : [];
  return {
    id: row.id,
    name: row.name,
    description: row.initialProjectDescription,
    category: DEFAULTS.guideCategory,
    categoryName: category?.name ?? DEFAULTS.guideCategory,
    categoryIcon: category?.icon ?? 'category',
    // A starter project keeps no circuit picture: nothing lists it as a card.
    thumbnailUrl: null,
    difficulty: DEFAULTS.difficulty,
    estimatedTime: DEFAULTS.estimatedTimeMinutes,
    language: DEFAULT_LOCALE,
    imageUrl: null,
    updatedAt: row.updatedAt.toISOString(),
    titleIntroduction: row.titleIntroduction ?? '',
    introduction: textsOf(row.introduction),
    initialProjectDescription: row.initialProjectDescription,
    steps: steps.map((step) => ({
      stepName: textOr(step?.stepName, '') || 'unnamed step',
      description: textOr(step?.description, ''),
      details: textsOf(step?.details),
      explanation: textOr(step?.explanation, ''),
      image: typeof step?.image === 'string' && step.image ? courseImageUrlOf(step.image) : null,
    })),
    tags: textsOf(row.tags),
    project: {
      name: textOr(project.name, row.name) || row.name,
      code: textOr(project.code, ''),
      view: codeViewOf(project.view),
      diagram: { parts: project.components ?? [], wires: project.connections ?? [] },
    },
    isPublished,
    isActive: row.isActive,
    version: row.version,
  };
};

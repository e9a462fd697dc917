import { z } from 'zod';
import { CODE_VIEWS } from './blocks/json.ts';
import { storedDiagramSchema } from './circuit/diagram-schema.ts';
import { DIFFICULTIES, LIMITS, LOCALES } from './constants.ts';

export const GUIDE_LIMITS = {
  searchMax: 100,
  pageSizeMax: 100,
  /** Spec §7, §9: a page that needs several guides reads them 10 ids at a time. */
  batchMax: LIMITS.batchReadIds,
  nameMax: 120,
  descriptionMax: 1000,
  /** Markdown of one text block (an introduction paragraph, a step's description or explanation). */
  textMax: 10_000,
  listMax: 50,
  stepsMax: 100,
  tagsMax: 20,
  tagMax: 40,
  estimatedTimeMax: 10_000,
  idMax: 200,
} as const;

export const difficultySchema = z.enum(DIFFICULTIES);

/** The language a guide (and later a course) is written in. */
export const contentLanguageSchema = z.enum(LOCALES);

/** A category's `value` as guides point at it, and as it appears in `practical-guides/{category}`. */
export const categoryValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes');

/**
 * The icons a guide category can show (keys of drawings the web ships, so they show on every
 * machine, unlike emoji, which need a font with them). `category` is the plain default.
 */
export const CATEGORY_ICONS = [
  'category',
  'robot',
  'world',
  'temperature',
  'bulb',
  'cpu',
  'car',
  'home',
  'music',
  'plant',
  'gamepad',
  'brain',
  'tools',
  'bolt',
  'wifi',
  'eye',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
export const categoryIconSchema = z.enum(CATEGORY_ICONS);

/**
 * `GET /api/guides`: published guides, newest change first (spec §7 practicalGuide), filtered
 * by category, difficulty and language (or one version of each guide, `prefer`). Home asks for `limit=4`; infinite scroll for 20 (§9).
 */
export const guideListQuerySchema = z.object({
  search: z.string().trim().max(GUIDE_LIMITS.searchMax).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  difficulty: difficultySchema.optional(),
  language: contentLanguageSchema.optional(),
  /**
   * All languages, but each guide once: its version in this language when it has one, else its
   * original. Ignored beside `language`.
   */
  prefer: contentLanguageSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GUIDE_LIMITS.pageSizeMax).default(LIMITS.pageSize),
});
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;

/** A guide as cards show it; the steps and the project come with the guide itself. */
export const guideSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  categoryName: z.string(),
  categoryIcon: categoryIconSchema,
  difficulty: difficultySchema,
  /** Minutes. */
  estimatedTime: z.number().int(),
  language: contentLanguageSchema,
  imageUrl: z.string().nullable(),
  /** The circuit's picture while it shows the circuit as stored now, else null (the card draws it). */
  thumbnailUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guidePageSchema = z.object({
  items: z.array(guideSummarySchema),
  nextCursor: z.string().nullable(),
});
export type GuidePage = z.infer<typeof guidePageSchema>;

/** `GET /api/guides/batch?ids=a,b,c`: up to 10 ids, answered in the order asked, unknown ones left out. */
export const guideBatchQuerySchema = z.object({
  ids: z
    .string()
    .max(GUIDE_LIMITS.batchMax * (GUIDE_LIMITS.idMax + 1))
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(GUIDE_LIMITS.idMax)).min(1).max(GUIDE_LIMITS.batchMax)),
});

/** Spec §3 Step: Markdown texts, shown by react-markdown without raw HTML. */
export const guideStepSchema = z.object({
  stepName: z.string(),
  description: z.string(),
  details: z.array(z.string()),
  explanation: z.string(),
  /** A URL (`/api/files/guides/…`), or null for the placeholder image. */
  image: z.string().nullable(),
});
export type GuideStep = z.infer<typeof guideStepSchema>;

/** The circuit and code a guide opens in the workspace (never saved there, spec §4). */
export const guideProjectSchema = z.object({
  name: z.string(),
  code: z.string(),
  /** The view its program opens in (issue 30); its blocks are parsed from `code`. */
  view: z.enum(CODE_VIEWS),
  /** As stored; the workspace reads it through `repairDiagram`. */
  diagram: storedDiagramSchema,
  /**
   * A practical guide's circuit hash as stored: a picture of it is sent with this (`PUT
   * /api/guides/:id/thumbnail`). Absent on a course activity's starter project, which keeps none.
   */
  circuitHash: z.string().optional(),
});
export type GuideProject = z.infer<typeof guideProjectSchema>;

/** `GET /api/guides/:id`: everything the guide workspace and its sidebar show. */
export const guideSchema = guideSummarySchema.extend({
  titleIntroduction: z.string(),
  introduction: z.array(z.string()),
  initialProjectDescription: z.string(),
  steps: z.array(guideStepSchema),
  tags: z.array(z.string()),
  project: guideProjectSchema,
  isPublished: z.boolean(),
  isActive: z.boolean(),
  /** Optimistic concurrency for the guide editor: a save carries the version it started from. */
  version: z.number().int(),
});
export type Guide = z.infer<typeof guideSchema>;

/** `GET /api/guide-categories` (spec §3 Guide category: value, text; management adds the rest). */
export const guideCategorySchema = z.object({
  value: z.string(),
  text: z.string(),
  name: z.string(),
  icon: categoryIconSchema,
  description: z.string(),
  /** Published guides in it (all guides for a guide manager). */
  guideCount: z.number().int(),
});
export type GuideCategory = z.infer<typeof guideCategorySchema>;

import { z } from 'zod';
import { diagramSchema } from './circuit/diagram-schema.ts';
import { DEFAULTS, PROJECT_CATEGORIES, type ProjectCategory } from './constants.ts';
import {
  categoryIconSchema,
  categoryValueSchema,
  contentLanguageSchema,
  difficultySchema,
  GUIDE_LIMITS,
  guideSummarySchema,
} from './guides.ts';
import { codeViewSchema, projectCodeSchema } from './projects.ts';
import { INT4_MAX } from './text.ts';

/** Guide management (spec §2 practical-guides-management, §4, §5, §7): super admins only. */

const text = (max: number) => z.string().trim().max(max);
const markdown = z.string().max(GUIDE_LIMITS.textMax);
const list = z.array(markdown).max(GUIDE_LIMITS.listMax);

/** A step as the editor sends it; the image is a URL the step-image upload answered, or null. */
export const guideStepInputSchema = z.strictObject({
  stepName: text(GUIDE_LIMITS.nameMax),
  description: markdown,
  details: list,
  explanation: markdown,
  image: z.string().max(500).nullable(),
});

const guideFieldsSchema = z.strictObject({
  name: text(GUIDE_LIMITS.nameMax).min(1),
  description: text(GUIDE_LIMITS.descriptionMax),
  category: categoryValueSchema,
  difficulty: difficultySchema,
  estimatedTime: z.number().int().min(1).max(GUIDE_LIMITS.estimatedTimeMax),
  language: contentLanguageSchema,
  isActive: z.boolean(),
  titleIntroduction: text(GUIDE_LIMITS.nameMax),
  introduction: list,
  initialProjectDescription: markdown,
  steps: z.array(guideStepInputSchema).max(GUIDE_LIMITS.stepsMax),
  tags: z.array(text(GUIDE_LIMITS.tagMax).min(1)).max(GUIDE_LIMITS.tagsMax),
});

/**
 * `POST /api/guides`: a name is required (spec §5 'Datos de la guía inválidos'); everything else
 * takes the §9 defaults (robotics, beginner, 60 minutes, active, unpublished, one first step).
 */
export const createGuideSchema = guideFieldsSchema.partial().required({ name: true });
export type CreateGuide = z.infer<typeof createGuideSchema>;

/** `PATCH /api/guides/:id`: the version the edit started from, and what changed (not while published). */
export const updateGuideSchema = guideFieldsSchema
  .partial()
  .extend({ version: z.number().int().min(1).max(INT4_MAX) })
  .refine((changes) => Object.keys(changes).length > 1, 'Nothing to change');
export type UpdateGuide = z.infer<typeof updateGuideSchema>;

/**
 * `PUT /api/guides/:id/project`: the circuit and code saved from template editing in the workspace,
 * and the view the program opens in (issue 30; the one stored stays when absent).
 */
export const saveGuideProjectSchema = z.strictObject({
  version: z.number().int().min(1).max(INT4_MAX),
  diagram: diagramSchema,
  code: projectCodeSchema,
  view: codeViewSchema.optional(),
});
export type SaveGuideProject = z.infer<typeof saveGuideProjectSchema>;

/** `PUT /api/guides/:id/publication`. */
export const guidePublicationSchema = z.strictObject({ isPublished: z.boolean() });

/** `GET /api/guide-admin/guides`: every guide, filters kept in the URL of the management page. */
export const guideAdminQuerySchema = z.object({
  search: z.string().trim().max(GUIDE_LIMITS.searchMax).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  difficulty: difficultySchema.optional(),
  language: contentLanguageSchema.optional(),
  published: z.enum(['true', 'false']).optional(),
  active: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GUIDE_LIMITS.pageSizeMax).default(25),
});
export type GuideAdminQuery = z.infer<typeof guideAdminQuerySchema>;

export const guideAdminSummarySchema = guideSummarySchema.extend({
  isPublished: z.boolean(),
  isActive: z.boolean(),
  stepCount: z.number().int(),
  version: z.number().int(),
});
export type GuideAdminSummary = z.infer<typeof guideAdminSummarySchema>;

export const guideAdminPageSchema = z.object({
  items: z.array(guideAdminSummarySchema),
  nextCursor: z.string().nullable(),
});

/** `GET /api/guide-admin/stats` (spec §7 count and stats). */
export const guideStatsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  active: z.number().int(),
  byCategory: z.array(z.object({ value: z.string(), count: z.number().int() })),
  byDifficulty: z.array(z.object({ difficulty: difficultySchema, count: z.number().int() })),
});
export type GuideStats = z.infer<typeof guideStatsSchema>;

/** `POST /api/guide-categories`: value and text required (spec §5 'Datos de la categoría inválidos'). */
export const createGuideCategorySchema = z.strictObject({
  value: categoryValueSchema,
  text: text(80).min(1),
  name: text(80).optional(),
  icon: categoryIconSchema.optional(),
  description: text(GUIDE_LIMITS.descriptionMax).optional(),
});
export type CreateGuideCategory = z.infer<typeof createGuideCategorySchema>;

/** `PATCH /api/guide-categories/:value`: a new value moves its guides along. */
export const updateGuideCategorySchema = createGuideCategorySchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change');
export type UpdateGuideCategory = z.infer<typeof updateGuideCategorySchema>;

/** `POST /api/guides/:id/step-images` answers where the uploaded image is served. */
export const uploadedImageSchema = z.object({ url: z.string() });

/** The name of a guide's copy (spec §4, §9: suffix 'Copia'), kept within the name limit. */
export const guideCopyNameOf = (name: string): string =>
  `${name.slice(0, GUIDE_LIMITS.nameMax - DEFAULTS.guideCopySuffix.length - 1)} ${DEFAULTS.guideCopySuffix}`;

/** "Make it mine": the guide's category when projects have it, else other. */
export const projectCategoryForGuide = (category: string): ProjectCategory =>
  (PROJECT_CATEGORIES as readonly string[]).includes(category) ? (category as ProjectCategory) : 'other';

import { z } from 'zod';
import { DIFFICULTIES, LIMITS } from './constants.ts';

export const GUIDE_LIMITS = { searchMax: 100, pageSizeMax: 100 } as const;

export const difficultySchema = z.enum(DIFFICULTIES);

/**
 * `GET /api/guides`: published guides, newest change first (spec §7 practicalGuide), filtered
 * by category and difficulty. Home asks for `limit=4`.
 */
export const guideListQuerySchema = z.object({
  search: z.string().trim().max(GUIDE_LIMITS.searchMax).optional(),
  category: z.string().trim().min(1).max(100).optional(),
  difficulty: difficultySchema.optional(),
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
  categoryEmoji: z.string(),
  difficulty: difficultySchema,
  /** Minutes. */
  estimatedTime: z.number().int(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guidePageSchema = z.object({
  items: z.array(guideSummarySchema),
  nextCursor: z.string().nullable(),
});
export type GuidePage = z.infer<typeof guidePageSchema>;

/** `GET /api/guide-categories` (spec §3 Guide category). */
export const guideCategorySchema = z.object({
  value: z.string(),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
});
export type GuideCategory = z.infer<typeof guideCategorySchema>;

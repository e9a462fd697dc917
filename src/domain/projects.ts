import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { CODE_VIEWS, type WorkspaceJson } from './blocks/json.ts';
import { diagramSchema, storedDiagramSchema } from './circuit/diagram-schema.ts';
import {
  ALL_PROJECT_CATEGORIES,
  LIMITS,
  LOCALES,
  PERMISSION_LEVELS,
  PROJECT_CATEGORIES,
} from './constants.ts';
import { PROJECT_LIMITS } from './project-limits.ts';
import { PROJECT_STARTERS } from './project-starter.ts';
import { blocksProblemOf, canStartInBlocks } from './project-view.ts';
import { INT4_MAX } from './text.ts';

// The limits and the copy's name have no zod: the workspace uses them without the schemas.
export { copyNameOf, PROJECT_LIMITS } from './project-limits.ts';
export { PROJECT_CATEGORIES };

export const projectNameSchema = z.string().trim().min(1).max(PROJECT_LIMITS.nameMax);
export const projectCategorySchema = z.enum(ALL_PROJECT_CATEGORIES);
export const projectCodeSchema = z.string().max(PROJECT_LIMITS.codeMax);
export const codeViewSchema = z.enum(CODE_VIEWS);

const BLOCKS_PROBLEMS = {
  tooDeep: `Blocks nest at most ${PROJECT_LIMITS.blocksDepthMax} levels deep`,
  tooLarge: `Blocks are at most ${PROJECT_LIMITS.blocksMax} characters of JSON`,
} as const;

/**
 * Blockly's workspace JSON as a save sends it (`WorkspaceJson`), checked loosely: the shape of its
 * top (top blocks with a type, variables with a name and id), its depth (counted without
 * recursion, before anything else walks it) and its length; what Blockly keeps inside a block
 * is its own. Null where the program is edited as Python.
 */
export const projectBlocksSchema = z
  .looseObject({
    blocks: z
      .looseObject({
        languageVersion: z.number().int(),
        blocks: z.array(z.looseObject({ type: z.string().max(200) })),
      })
      .optional(),
    variables: z.array(z.looseObject({ name: z.string(), id: z.string() })).optional(),
  })
  .superRefine((blocks, ctx) => {
    const problem = blocksProblemOf(blocks);
    if (problem) ctx.addIssue({ code: 'custom', message: BLOCKS_PROBLEMS[problem] });
  });

/**
 * `POST /api/projects`. Missing name or category is PROJECT_FIELDS_REQUIRED (spec §5). A copy
 * carries its diagram and code; a new project names its `starter` and `lang` instead, and the
 * server writes what that starter holds (never both: the client sends no code for a starter).
 */
export const createProjectSchema = z
  .strictObject({
    name: projectNameSchema,
    category: projectCategorySchema,
    diagram: diagramSchema.optional(),
    code: projectCodeSchema.optional(),
    starter: z.enum(PROJECT_STARTERS).optional(),
    lang: z.enum(LOCALES).optional(),
    /** How the program is edited (issue 30); Python when absent. Its blocks come from the code. */
    codeView: codeViewSchema.optional(),
  })
  .refine((body) => !(body.starter && (body.diagram || body.code !== undefined)), {
    message: 'A starter comes with its own diagram and code',
    path: ['starter'],
  })
  .refine((body) => !(body.starter && body.codeView === 'blocks' && !canStartInBlocks(body.starter)), {
    message: 'The blocks write CircuitPython: this starter is edited in Python',
    path: ['codeView'],
  });
export type CreateProject = z.infer<typeof createProjectSchema>;

/**
 * `PATCH /api/projects/:id`: the version the edit started from, and what changed. The Python view
 * keeps no blocks: a switch to it stores them as null, whatever the body says.
 */
export const updateProjectSchema = z.strictObject({
  version: z.number().int().min(1).max(INT4_MAX),
  name: projectNameSchema.optional(),
  category: projectCategorySchema.optional(),
  diagram: diagramSchema.optional(),
  code: projectCodeSchema.optional(),
  codeView: codeViewSchema.optional(),
  blocks: projectBlocksSchema.nullable().optional(),
});
export type UpdateProject = z.infer<typeof updateProjectSchema>;

export const projectListQuerySchema = z.object({
  search: z.string().trim().max(PROJECT_LIMITS.searchMax).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_LIMITS.pageSizeMax).default(LIMITS.pageSize),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const permissionLevelSchema = z.enum(PERMISSION_LEVELS);

/** `PUT /api/projects/:id/permissions` (spec §6: share with a user found by e-mail). */
export const shareProjectSchema = z.strictObject({
  email: emailSchema,
  level: permissionLevelSchema,
});
export type ShareProject = z.infer<typeof shareProjectSchema>;

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: projectCategorySchema,
  imageUrl: z.string().nullable(),
  /** The circuit's picture while it shows the circuit as stored now, else null (the card draws it). */
  thumbnailUrl: z.string().nullable(),
  /** The creator; null once that account is gone. */
  userId: z.string().nullable(),
  ownerId: z.string(),
  /** Display name of the owner, 'Desconocido' when unknown (spec §3). */
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isActivity: z.boolean(),
  isReadOnly: z.boolean(),
  version: z.number().int(),
  /** The caller's level on this project. */
  permission: permissionLevelSchema,
  /** How its program is edited (issue 30): as code.py, or as blocks that write it. */
  codeView: codeViewSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/**
 * Stored blocks as served: any object (a row may hold what older or other clients wrote), typed
 * as the Blocks view reads them; the view checks them again against the code.
 */
const storedBlocksSchema = z.record(z.string(), z.unknown()) as unknown as z.ZodType<WorkspaceJson>;

export const projectSchema = projectSummarySchema.extend({
  /** Served as stored (older rows may break today's rules); the editor repairs it on opening. */
  diagram: storedDiagramSchema,
  /** The hash of `diagram` as stored: a picture of it is sent with this (`PUT …/thumbnail`). */
  circuitHash: z.string(),
  code: z.string(),
  /**
   * Blockly's workspace as last saved beside `code` (issue 30); null in the Python view. Served as
   * stored: the Blocks view uses it only while it still generates `code`.
   */
  blocks: storedBlocksSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectPageSchema = z.object({
  items: z.array(projectSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const projectAccessSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  level: permissionLevelSchema,
});
export type ProjectAccess = z.infer<typeof projectAccessSchema>;

/** The body of a 409 on `PATCH /api/projects/:id`: what the server holds now. */
export const versionConflictSchema = z.object({
  error: z.object({ code: z.literal('PROJECT_VERSION_CONFLICT'), message: z.string() }).loose(),
  current: z.object({ version: z.number().int(), updatedAt: z.string() }),
});
export type VersionConflict = z.infer<typeof versionConflictSchema>;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Spec §5: a project needs a name and a category. True when a body leaves either out or blank,
 * so the answer is PROJECT_FIELDS_REQUIRED rather than a generic validation failure. With
 * `partial` (an update), only fields that are present must be filled.
 */
export const lacksProjectFields = (body: unknown, opts: { partial?: boolean } = {}): boolean => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return !opts.partial;
  const fields = body as Record<string, unknown>;
  return (['name', 'category'] as const).some((key) =>
    opts.partial ? key in fields && isBlank(fields[key]) : isBlank(fields[key]),
  );
};

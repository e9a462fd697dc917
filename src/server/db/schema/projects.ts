import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CODE_VIEWS, type CodeView, type WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { PermissionLevel, ProjectCategory } from '../../../domain/constants.ts';
import { ALL_PROJECT_CATEGORIES, DEFAULTS, PERMISSION_LEVELS } from '../../../domain/constants.ts';
import { users } from './auth.ts';
import { createdAt, idColumn, isOneOf, timestamps } from './common.ts';
import { type Diagram, EMPTY_DIAGRAM, type Step, type TemplateInfo } from './json.ts';

/** A circuit + code project (spec §3 Project). `version` guards concurrent saves (409 on a stale one). */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    name: text('name').notNull(),
    category: text('category').$type<ProjectCategory>().notNull().default('other'),
    imageUrl: text('image_url'),
    /** Storage key of the uploaded image, so it can be deleted with the project. */
    imageKey: text('image_key'),
    /** The creator; kept when the project changes owner. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    diagram: jsonb('diagram').$type<Diagram>().notNull().default(EMPTY_DIAGRAM),
    /** What the circuit is, as stored: a picture of it is current while its hash is this one. */
    circuitHash: text('circuit_hash').notNull().generatedAlwaysAs(sql`md5(diagram::text)`),
    /** Storage key of the circuit's picture, made by whoever drew it (see thumbnails.ts). */
    thumbnailKey: text('thumbnail_key'),
    /** The `circuitHash` the picture shows; an older one is not shown. */
    thumbnailHash: text('thumbnail_hash'),
    code: text('code').notNull().default(DEFAULTS.savedCode),
    /** How the program is edited (issue 30); `code` is what runs either way. */
    codeView: text('code_view').$type<CodeView>().notNull().default('python'),
    /** Blockly's workspace JSON beside the code it generates; null in the Python view. */
    blocks: jsonb('blocks').$type<WorkspaceJson>(),
    isActivity: boolean('is_activity').notNull().default(false),
    steps: jsonb('steps').$type<Step[]>().notNull().default([]),
    templateInfo: jsonb('template_info').$type<TemplateInfo>(),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
    index('projects_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Serving an uploaded image looks up the project it belongs to (only readers may see it).
    index('projects_image_key_idx').on(t.imageKey),
    check('projects_category_check', isOneOf(t.category, ALL_PROJECT_CATEGORIES)),
    check('projects_code_view_check', isOneOf(t.codeView, CODE_VIEWS)),
    check('projects_version_check', sql`${t.version} >= 1`),
  ],
);

/** Who may open a project besides its owner; the owner has a row too. */
export const projectPermissions = pgTable(
  'project_permissions',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level').$type<PermissionLevel>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_permissions_user_idx').on(t.userId),
    check('project_permissions_level_check', isOneOf(t.level, PERMISSION_LEVELS)),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectPermissionRow = typeof projectPermissions.$inferSelect;

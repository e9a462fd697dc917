import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_CODE_VIEW } from '../../../domain/blocks/json.ts';
import { starterProjectInView } from '../../../domain/blocks/starter.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import type { PermissionLevel } from '../../../domain/constants.ts';
import { DEFAULT_LOCALE, DEFAULTS } from '../../../domain/constants.ts';
import {
  type CreateProject,
  copyNameOf,
  type Project,
  type ProjectListQuery,
  type ProjectPage,
  type ProjectSummary,
  type UpdateProject,
} from '../../../domain/projects.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import {
  groups,
  projectPermissions,
  projects,
  storedFiles,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { fileUrl } from '../files/routes.ts';
import { currentThumbnailKey } from '../thumbnails/data.ts';
import { type HandedInAs, handedInAs } from './group-work.ts';

/** The caller's permission row joined in, so one query answers both "what" and "may I". */
const levelJoin = (userId: string) =>
  and(eq(projectPermissions.projectId, projects.id), eq(projectPermissions.userId, userId));

/** The owner's shown name: their display name, else their name (a users column expression). */
const ownerNameSql = sql<
  string | null
>`coalesce(nullif(${users.displayName}, ''), nullif(${users.name}, ''))`;

const summaryColumns = {
  id: projects.id,
  name: projects.name,
  category: projects.category,
  imageUrl: projects.imageUrl,
  thumbnailKey: currentThumbnailKey(projects),
  userId: projects.userId,
  ownerId: projects.ownerId,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  isActivity: projects.isActivity,
  isReadOnly: projects.isReadOnly,
  version: projects.version,
  codeView: projects.codeView,
  ownerName: ownerNameSql,
  level: projectPermissions.level,
};

type SummaryRow = Pick<
  typeof projects.$inferSelect,
  | 'id'
  | 'name'
  | 'category'
  | 'imageUrl'
  | 'userId'
  | 'ownerId'
  | 'createdAt'
  | 'updatedAt'
  | 'isActivity'
  | 'isReadOnly'
  | 'version'
  | 'codeView'
> & { ownerName: string | null; level: PermissionLevel | null; thumbnailKey: string | null };

/** The owner always has `owner`; anyone else has their permission row's level, or nothing. */
const levelOf = (row: { ownerId: string; level: PermissionLevel | null }, userId: string) =>
  row.ownerId === userId ? 'owner' : row.level;

const toSummary = (row: SummaryRow, permission: PermissionLevel): ProjectSummary => ({
  id: row.id,
  name: row.name,
  category: row.category,
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
  userId: row.userId,
  ownerId: row.ownerId,
  ownerName: row.ownerName ?? DEFAULTS.ownerName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  isActivity: row.isActivity,
  isReadOnly: row.isReadOnly,
  version: row.version,
  permission,
  codeView: row.codeView,
});

export interface FoundProject {
  project: Project;
  /** The caller's level; null means no access at all. */
  level: PermissionLevel | null;
}

type ProjectRow = SummaryRow &
  Pick<typeof projects.$inferSelect, 'diagram' | 'circuitHash' | 'code' | 'blocks'>;

/** Stored blocks as served: an object, or null for anything else a row may hold. */
const storedBlocksOf = (blocks: unknown): Project['blocks'] =>
  typeof blocks === 'object' && blocks !== null && !Array.isArray(blocks)
    ? (blocks as Project['blocks'])
    : null;

const foundOf = (row: ProjectRow, userId: string): FoundProject => {
  const level = levelOf(row, userId);
  const project = {
    ...toSummary(row, level ?? 'read'),
    diagram: row.diagram,
    circuitHash: row.circuitHash,
    code: row.code,
    blocks: storedBlocksOf(row.blocks),
  };
  return { project, level };
};

const projectColumns = {
  ...summaryColumns,
  diagram: projects.diagram,
  circuitHash: projects.circuitHash,
  code: projects.code,
  blocks: projects.blocks,
};

/**
 * One project as `userId` sees it and, in the same statement, the submissions it is handed in as
 * (group-work.ts), which every access check needs; null when no such project exists.
 */
export const findProjectWithWork = async (
  db: Db,
  userId: string,
  projectId: string,
): Promise<(FoundProject & { handedIn: HandedInAs[] | null }) | null> => {
  const [row] = await db
    .select({ ...projectColumns, handedIn: handedInAs(projects.id) })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(projectPermissions, levelJoin(userId))
    .where(eq(projects.id, projectId));
  return row ? { ...foundOf(row, userId), handedIn: row.handedIn } : null;
};

/** One project as `userId` sees it, or null when no such project exists. */
export const findProject = async (
  db: Db,
  userId: string,
  projectId: string,
): Promise<FoundProject | null> => {
  const found = await findProjectWithWork(db, userId, projectId);
  return found && { project: found.project, level: found.level };
};

/** Group work the user does or supervises lives in the course, not in "my projects" (spec §6). */
const isGroupWorkOf = (userId: string) => sql`exists (
  select 1 from ${submissions} join ${groups} on ${groups.id} = ${submissions.groupId}
  where ${submissions.projectId} = ${projects.id}
    and (${submissions.studentId} = ${userId} or ${submissions.mentorId} = ${userId} or ${groups.mentorId} = ${userId}))`;

/**
 * Newest first, a page at a time. The owner always holds an owner row, so the permission rows
 * (indexed by user) are the list; the keyset cursor is the last row's (createdAt, id).
 */
export const listProjects = async (db: Db, userId: string, query: ProjectListQuery): Promise<ProjectPage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      ...summaryColumns,
      cursorAt: cursorTimestamp(projects.createdAt),
    })
    .from(projectPermissions)
    .innerJoin(projects, eq(projects.id, projectPermissions.projectId))
    .leftJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(
        eq(projectPermissions.userId, userId),
        sql`not ${isGroupWorkOf(userId)}`,
        query.search ? sql`${projects.name} ilike ${`%${escapeLike(query.search)}%`}` : undefined,
        cursor
          ? sql`(${projects.createdAt}, ${projects.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toSummary(row, levelOf(row, userId) ?? 'read')),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

/** Inserts a project owned by `ownerId` together with its owner permission row. */
const insertOwnedProject = async (
  db: Db,
  ownerId: string,
  values: Omit<typeof projects.$inferInsert, 'ownerId' | 'userId'>,
): Promise<string> =>
  db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({ ...values, ownerId, userId: ownerId })
      .returning({ id: projects.id });
    if (!created) throw new Error('project insert returned no row');
    await tx.insert(projectPermissions).values({ projectId: created.id, userId: ownerId, level: 'owner' });
    return created.id;
  });

/**
 * A copy stores the diagram and code it carries. A new project stores its starter's (issue 10),
 * in the creator's language and for its view (in Blocks, the code its starter's blocks write);
 * with neither, the columns' defaults.
 */
export const createProject = (
  db: Db,
  userId: string,
  { starter, lang, ...input }: CreateProject,
): Promise<string> => {
  const view = input.codeView ?? DEFAULT_CODE_VIEW;
  const content =
    starter || lang ? starterProjectInView(starter ?? 'empty', lang ?? DEFAULT_LOCALE, view) : {};
  return insertOwnedProject(db, userId, { ...content, ...input });
};

/** Spec §4: '{name} (copia)', same category, diagram, code and view with its blocks, marked as an activity copy. */
export const duplicateProject = (db: Db, userId: string, source: Project): Promise<string> =>
  insertOwnedProject(db, userId, {
    name: copyNameOf(source.name),
    category: source.category ?? 'other',
    diagram: repairDiagram(source.diagram).diagram,
    code: source.code,
    codeView: source.codeView,
    blocks: source.codeView === 'blocks' ? source.blocks : null,
    isActivity: true,
  });

/**
 * The blocks a save stores: none in the Python view. A switch to Python clears them; blocks sent
 * without a view are kept only while the stored view is still Blocks.
 */
const blocksToSave = ({ codeView, blocks }: Pick<UpdateProject, 'codeView' | 'blocks'>) => {
  if (codeView === 'python') return null;
  if (blocks === undefined || blocks === null || codeView === 'blocks') return blocks;
  return sql`case when ${projects.codeView} = 'blocks' then ${JSON.stringify(blocks)}::jsonb end`;
};

export type UpdateResult =
  | { kind: 'updated'; found: FoundProject }
  | { kind: 'conflict'; current: { version: number; updatedAt: string } }
  | { kind: 'missing' };

/**
 * One conditional UPDATE: it only lands on the version the edit started from, so two saves can
 * never both win. updatedAt moves forward at least a millisecond, so every save shows a new time.
 * The saved project comes back with it, as `userId` sees it (findProject's columns), so a save
 * needs no second read.
 */
export const updateProject = async (
  db: Db,
  userId: string,
  projectId: string,
  input: UpdateProject,
): Promise<UpdateResult> => {
  const { version, blocks, ...changes } = input;
  const [row] = await db
    .update(projects)
    .set({
      ...changes,
      blocks: blocksToSave(input),
      version: sql`${projects.version} + 1`,
      updatedAt: sql`greatest(clock_timestamp(), ${projects.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(projects.id, projectId), eq(projects.version, version)))
    .returning({
      ...summaryColumns,
      ownerName: sql<
        string | null
      >`(select ${ownerNameSql} from ${users} where ${users.id} = ${projects.ownerId})`,
      level: sql<PermissionLevel | null>`(select ${projectPermissions.level} from ${projectPermissions}
        where ${projectPermissions.projectId} = ${projects.id} and ${projectPermissions.userId} = ${userId})`,
      diagram: projects.diagram,
      circuitHash: projects.circuitHash,
      code: projects.code,
      blocks: projects.blocks,
    });
  if (row) return { kind: 'updated', found: foundOf(row, userId) };
  const [current] = await db
    .select({ version: projects.version, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!current) return { kind: 'missing' };
  return {
    kind: 'conflict',
    current: { version: current.version, updatedAt: current.updatedAt.toISOString() },
  };
};

/**
 * Points the project at its new image and hands back the key of the one it replaces, which the
 * caller deletes once this has committed. Null when the project is gone.
 */
export const replaceProjectImage = async (
  db: Db,
  projectId: string,
  image: { key: string; url: string },
): Promise<{ previousKey: string | null } | null> =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageKey: projects.imageKey })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!before) return null;
    await tx
      .update(projects)
      .set({ imageKey: image.key, imageUrl: image.url })
      .where(eq(projects.id, projectId));
    // The replaced picture stops counting against its uploader's quota with this change.
    if (before.imageKey) await tx.delete(storedFiles).where(eq(storedFiles.key, before.imageKey));
    return { previousKey: before.imageKey };
  });

/** Deletes the project (its permission rows cascade); the stored image key is returned to clean up. */
export const deleteProject = async (
  db: Db,
  projectId: string,
): Promise<{ imageKey: string | null; thumbnailKey: string | null } | null> => {
  const [deleted] = await db
    .delete(projects)
    .where(eq(projects.id, projectId))
    .returning({ imageKey: projects.imageKey, thumbnailKey: projects.thumbnailKey });
  return deleted ?? null;
};

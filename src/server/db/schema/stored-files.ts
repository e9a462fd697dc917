import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './common.ts';
import { projects } from './projects.ts';

/**
 * The ledger of a person's storage quota: one row a kept file that counts against its uploader,
 * with its size as stored (after re-encoding). A project deleted takes its rows with it; a file
 * replaced loses its row in the transaction that points the project elsewhere.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerId),
    index('stored_files_project_idx').on(t.projectId),
    check('stored_files_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database opens through here, so each one loads the extensions the migrations
 * create: pg_trgm backs the guides' search indexes, and a database opened without it could not
 * write a guide (its index needs the extension's code).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const createPglite = (options: PGliteOptions = {}): Promise<PGlite> =>
  PGlite.create({ ...options, extensions: { ...PGLITE_EXTENSIONS, ...options.extensions } });

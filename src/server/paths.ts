import path from 'node:path';

/**
 * The project's root. This file sits two folders down both as source (src/server/) and inside the
 * compiled server (dist/server/main.js, one bundle), so the same relative path holds in both; every
 * file the server reads from the project is named from here, never from the reading module.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** The SQL migrations drizzle-kit generates, committed. */
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

/** The built SPA (`npm run build`). */
export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');

/** The compiled server and what its build prepared (`npm run build`). */
export const SERVER_DIST = path.join(PROJECT_ROOT, 'dist/server');

// Plain JavaScript on purpose: `npm start` reads it before anything is built, with no transpiler.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders whose files the build reads (the SPA, the server, its migrations, these scripts). */
const INPUT_FOLDERS = ['src', 'drizzle', 'scripts'];
/** Single files that change what the build makes: packages, build and compiler settings. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'tsconfig.json',
  'postcss.config.cjs',
];
/** Tests are in those folders but in neither bundle. */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** What a finished build leaves; a stamp without them describes a build that is gone. */
export const BUILD_OUTPUTS = [
  'dist/web/index.html',
  'dist/server/main.js',
  'dist/server/empty-database/PG_VERSION',
];
export const STAMP_FILE = 'dist/build-stamp.json';

const listFolder = async (root, folder) => {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    (error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isTest(file));
};

/**
 * The build's inputs under `root`, each with the SHA-256 of its content: relative path → hash, in
 * path order. Content, not modification times, so a checkout or a copy that keeps the content
 * keeps the build, and any edit, however its time was set, changes it.
 */
export const hashBuildInputs = async (root) => {
  const folders = await Promise.all(INPUT_FOLDERS.map((folder) => listFolder(root, folder)));
  const files = [
    ...folders.flat(),
    ...INPUT_FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash('sha256')
        .update(await readFile(path.join(root, file)))
        .digest('hex'),
    ),
  );
  return Object.fromEntries(files.map((file, i) => [file, hashes[i]]));
};

/** Written by the build once everything is built, from the inputs it hashed before starting. */
export const writeStamp = async (root, inputs) => {
  await writeFile(
    path.join(root, STAMP_FILE),
    `${JSON.stringify({ builtAt: new Date().toISOString(), inputs }, null, 1)}\n`,
  );
};

/** Dropped when a build starts: a build that fails half way leaves no stamp, so the next start builds. */
export const removeStamp = (root) => rm(path.join(root, STAMP_FILE), { force: true });

const readStamp = async (root) => {
  try {
    const stamp = JSON.parse(await readFile(path.join(root, STAMP_FILE), 'utf8'));
    return stamp && typeof stamp.inputs === 'object' && stamp.inputs !== null ? stamp : null;
  } catch {
    return null;
  }
};

/** Inputs added, removed or changed since `before`, in path order. */
export const changedInputs = (before, now) => {
  const paths = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...paths].filter((file) => before[file] !== now[file]).sort();
};

/**
 * Is the build in dist/ the build of the sources as they are now? `current` with no reason, or
 * not, with the reason said in a few words (never built, an output missing, which inputs changed).
 */
export const checkBuild = async (root) => {
  const stamp = await readStamp(root);
  if (!stamp) return { current: false, reason: 'no finished build in dist/' };
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) return { current: false, reason: `missing ${missing.join(', ')}` };
  const changed = changedInputs(stamp.inputs, await hashBuildInputs(root));
  if (changed.length === 0) return { current: true, reason: '' };
  const shown = changed.slice(0, 5).join(', ');
  const more = changed.length > 5 ? ` and ${changed.length - 5} more` : '';
  return { current: false, reason: `changed since the last build: ${shown}${more}` };
};

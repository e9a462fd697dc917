import { cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpDatabase, requestDump } from './control-socket.ts';
import { createDurablePglite, syncPath, syncTree } from './durable-fs.ts';
import { lockDataFolder } from './embedded-lock.ts';

/**
 * A backup of an embedded installation is one folder, `chispa-backup-<UTC date and time>`:
 *
 *   backup.json    what it holds and when it was taken
 *   database.tar   the PGlite data folder, as PGlite's dumpDataDir writes it
 *   files/         DATA_DIR/files, the uploaded pictures (absent when they live in S3)
 *   auth-secret    DATA_DIR/auth-secret, which signs sessions (absent when AUTH_SECRET is set)
 *
 * It is written as `<name>.partial` and renamed when complete, so a backup cut short is never
 * taken for a whole one.
 */

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** How the database copy was made: by the running server, or by this command alone. */
  source: 'running-server' | 'stopped-folder';
  files: boolean;
  authSecret: boolean;
}

export const backupName = (date: Date): string =>
  `chispa-backup-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;

/** The database copy: from the running server if one holds the folder, else opened here. */
const copyDatabase = async (dataDir: string): Promise<{ tar: Buffer; source: BackupManifest['source'] }> => {
  const fromServer = await requestDump(dataDir);
  if (fromServer) return { tar: fromServer, source: 'running-server' };
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dbDir}: nothing to back up.`);
  }
  // No server answered: hold the folder ourselves, so none starts while we read it.
  const lock = await lockDataFolder(dataDir);
  try {
    const pglite = await createDurablePglite(dbDir);
    try {
      return { tar: await dumpDatabase(pglite), source: 'stopped-folder' };
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
};

/**
 * Writes a backup of `dataDir` into `outDir` and returns its folder. `filesInS3`: uploaded files
 * live in a bucket, which the operator backs up on its own.
 */
export const takeBackup = async (opts: {
  dataDir: string;
  outDir: string;
  filesInS3: boolean;
  now?: Date;
}): Promise<{ folder: string; manifest: BackupManifest }> => {
  const createdAt = opts.now ?? new Date();
  const folder = path.join(opts.outDir, backupName(createdAt));
  const partial = `${folder}.partial`;
  mkdirSync(partial, { recursive: true, mode: 0o700 });

  // The database first, then the files: a file is stored before the row that names it, so every
  // picture the copied database refers to is already there when the files are copied.
  const { tar, source } = await copyDatabase(opts.dataDir);
  writeFileSync(path.join(partial, 'database.tar'), tar, { mode: 0o600 });

  const filesDir = path.join(opts.dataDir, 'files');
  const files = !opts.filesInS3 && existsSync(filesDir);
  if (files) {
    // Hidden names are uploads still being written (see storage/local.ts).
    cpSync(filesDir, path.join(partial, 'files'), {
      recursive: true,
      filter: (source) => !path.basename(source).startsWith('.') || source === filesDir,
    });
  }
  const secret = path.join(opts.dataDir, 'auth-secret');
  const authSecret = existsSync(secret);
  if (authSecret) cpSync(secret, path.join(partial, 'auth-secret'));

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: createdAt.toISOString(),
    source,
    files,
    authSecret,
  };
  writeFileSync(path.join(partial, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  syncTree(partial);
  renameSync(partial, folder);
  syncPath(opts.outDir);
  return { folder, manifest };
};

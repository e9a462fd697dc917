import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_FORMAT, type BackupManifest, backupName } from './backup.ts';
import { createDurablePglite, syncPath, syncTree } from './durable-fs.ts';
import { lockDataFolder } from './embedded-lock.ts';

/**
 * Puts a backup (see backup.ts) in place of DATA_DIR's database, files and auth secret. Refuses
 * while a server holds the folder (its lock); opens the backup's database before replacing
 * anything; and keeps what it replaced, renamed into DATA_DIR/replaced-<date>, for the operator
 * to delete once the restored installation is checked.
 */

const REPLACED = ['db', 'files', 'auth-secret'] as const;

const readManifest = (backupDir: string): BackupManifest => {
  const file = path.join(backupDir, 'backup.json');
  if (!existsSync(file)) throw new Error(`${backupDir} is not a Chispa backup (no backup.json).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(
      `${backupDir} has backup format ${manifest.format}; this version reads ${BACKUP_FORMAT}.`,
    );
  }
  return manifest;
};

/**
 * The backup's database unpacked into `staging` and opened: a backup that cannot be read, or holds
 * no Chispa database, fails here, before anything is replaced. Closed cleanly and flushed.
 */
const unpackDatabase = async (backupDir: string, staging: string) => {
  rmSync(staging, { recursive: true, force: true });
  const tar = readFileSync(path.join(backupDir, 'database.tar'));
  const pglite = await createDurablePglite(staging, { loadDataDir: new Blob([tar]) });
  try {
    const { rows } = await pglite.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    if (!rows[0]?.n) throw new Error('the backup holds no migrated Chispa database');
  } finally {
    await pglite.close();
  }
  syncTree(staging);
};

/** Moves each of REPLACED that exists into `aside`; returns the names moved. */
const moveAside = (dataDir: string, aside: string): string[] => {
  mkdirSync(aside, { recursive: true, mode: 0o700 });
  const moved: string[] = [];
  for (const name of REPLACED) {
    if (!existsSync(path.join(dataDir, name))) continue;
    renameSync(path.join(dataDir, name), path.join(aside, name));
    moved.push(name);
  }
  return moved;
};

const putBack = (dataDir: string, aside: string, moved: string[]) => {
  for (const name of REPLACED) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  for (const name of moved) renameSync(path.join(aside, name), path.join(dataDir, name));
  rmSync(aside, { recursive: true, force: true });
};

export const restoreBackup = async (opts: {
  dataDir: string;
  backupDir: string;
  now?: Date;
}): Promise<{ replaced: string | null; manifest: BackupManifest }> => {
  const { dataDir, backupDir } = opts;
  const manifest = readManifest(backupDir);
  const lock = await lockDataFolder(dataDir); // throws DataFolderBusyError while a server runs
  const staging = path.join(dataDir, `db.restoring-${process.pid}`);
  try {
    await unpackDatabase(backupDir, staging);
    const aside = path.join(dataDir, backupName(opts.now ?? new Date()).replace('chispa-backup', 'replaced'));
    const moved = moveAside(dataDir, aside);
    try {
      renameSync(staging, path.join(dataDir, 'db'));
      if (manifest.files) {
        cpSync(path.join(backupDir, 'files'), path.join(dataDir, 'files'), { recursive: true });
        syncTree(path.join(dataDir, 'files'));
      }
      if (manifest.authSecret) {
        // The secret's bytes as well as its name: a power cut must not leave an empty secret.
        cpSync(path.join(backupDir, 'auth-secret'), path.join(dataDir, 'auth-secret'));
        syncPath(path.join(dataDir, 'auth-secret'));
      }
      syncPath(dataDir);
    } catch (error) {
      putBack(dataDir, aside, moved);
      throw error;
    }
    if (moved.length === 0) rmSync(aside, { recursive: true, force: true });
    return { replaced: moved.length ? aside : null, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
};

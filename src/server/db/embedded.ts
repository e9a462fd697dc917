import { constants, cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serveControlSocket } from './control-socket.ts';
import { createDurablePglite, syncPath, syncTree } from './durable-fs.ts';
import { keepStatisticsFresh } from './embedded-analyze.ts';
import { lockDataFolder } from './embedded-lock.ts';

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * A new embedded database as a copy of `template`, a migrated empty one the build left cleanly
 * closed: a copy takes a fraction of a second where PGlite's initdb takes seconds of WASM. Copied
 * beside `dir`, flushed, and renamed into place, so a start stopped half way (or a power cut just
 * after) leaves no half database.
 */
const copyTemplate = async (template: string, dir: string) => {
  const staging = `${dir}.new-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  // Synchronous: nothing else runs yet, and it costs a fraction of fs/promises' cp. A filesystem
  // that clones files (btrfs, XFS) shares the blocks until the database writes them.
  cpSync(template, staging, { recursive: true, mode: constants.COPYFILE_FICLONE });
  syncTree(staging);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  syncPath(path.dirname(dir));
};

export interface EmbeddedDatabase {
  pglite: PGlite;
  /** Closes the control socket and the database, then frees the data folder. */
  close(): Promise<void>;
}

/**
 * PGlite in `dataDir`/db, for this process only: the data folder is locked before anything in it
 * is read or written (a second process stops at DataFolderBusyError), writes are durable, and
 * `npm run backup` can ask for a copy through the control socket while it runs.
 */
export const openEmbedded = async (dataDir: string, template?: string): Promise<EmbeddedDatabase> => {
  const lock = await lockDataFolder(dataDir);
  try {
    const dir = path.join(dataDir, 'db');
    if (template && existsSync(path.join(template, 'PG_VERSION')) && isEmptyFolder(dir)) {
      await copyTemplate(template, dir);
    }
    mkdirSync(dir, { recursive: true });
    const pglite = await createDurablePglite(dir);
    const control = await serveControlSocket(dataDir, pglite);
    const statistics = keepStatisticsFresh(pglite);
    return {
      pglite,
      close: async () => {
        await statistics.stop();
        await control.close();
        await pglite.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
};

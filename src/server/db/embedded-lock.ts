import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One process per embedded data folder. Two PostgreSQL instances writing the same files corrupt
 * each other silently, so the data folder is locked before anything in it is touched.
 *
 * On Linux the lock is an abstract-namespace Unix socket named after the folder's real path:
 * binding it is atomic (two starts at the same instant: one wins, one gets EADDRINUSE) and the
 * kernel frees it when the process dies in any way, kill -9 included, so there are no stale locks.
 * Elsewhere it is a file created with O_EXCL holding the pid; a file whose pid no longer runs is
 * taken over (see docs/deploy.md for that fallback's limits). PGlite itself takes no lock: in its
 * single-user mode PostgreSQL neither writes postmaster.pid nor checks one.
 */

export class DataFolderBusyError extends Error {
  override name = 'DataFolderBusyError';
}

export interface DataFolderLock {
  /** Frees the lock; the process exiting frees it too. */
  release(): void;
}

/** Beside the data, read only to name the holder in the refusal message. */
const HOLDER_FILE = '.chispa-server.pid';

const busyMessage = (dataDir: string, pid: string | undefined) =>
  `Another Chispa server is already using the data folder ${dataDir}${pid ? ` (process ${pid})` : ''}. ` +
  'Stop it first, or set DATA_DIR to another folder.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The holder's pid; a holder that won a moment ago may not have written it yet, so wait once. */
const findHolder = async (dataDir: string): Promise<string | undefined> => {
  const pid = readHolder(dataDir);
  if (pid && isRunning(Number(pid))) return pid;
  await sleep(300);
  return readHolder(dataDir);
};

const readHolder = (dataDir: string): string | undefined => {
  try {
    const pid = readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8').trim();
    return /^\d+$/.test(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** The abstract socket's name: the leading NUL puts it outside the filesystem. */
const socketName = (realDir: string) =>
  `\0chispa-data-${createHash('sha256').update(realDir).digest('hex').slice(0, 40)}`;

const bindAbstract = (name: string): Promise<net.Server | null> =>
  new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(null);
      else reject(error);
    });
    server.listen(name, () => {
      server.unref(); // the lock must not keep the process alive
      resolve(server);
    });
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The portable fallback: O_EXCL file with the pid, taken over when its process is gone. */
const lockWithFile = (dataDir: string): DataFolderLock | null => {
  const file = path.join(dataDir, HOLDER_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readHolder(dataDir));
      if (holder && isRunning(holder)) return null;
      rmSync(file, { force: true });
    }
  }
  return null;
};

/**
 * Locks `dataDir` (created if missing) for this process, or throws DataFolderBusyError whose
 * message is the one line to show.
 */
export const lockDataFolder = async (dataDir: string): Promise<DataFolderLock> => {
  mkdirSync(dataDir, { recursive: true });
  const realDir = realpathSync(dataDir);
  if (process.platform !== 'linux') {
    const lock = lockWithFile(realDir);
    if (!lock) throw new DataFolderBusyError(busyMessage(realDir, await findHolder(realDir)));
    return lock;
  }
  const server = await bindAbstract(socketName(realDir));
  if (!server) throw new DataFolderBusyError(busyMessage(realDir, await findHolder(realDir)));
  // Written only once the lock is held, so it names the real holder (a stale one after kill -9 is
  // simply overwritten by the next holder).
  const holderFile = path.join(realDir, HOLDER_FILE);
  writeFileSync(holderFile, `${process.pid}\n`);
  return {
    release: () => {
      // A live process named in a stale file would be named in the next refusal: remove ours.
      if (readHolder(realDir) === String(process.pid)) rmSync(holderFile, { force: true });
      server.close();
    },
  };
};

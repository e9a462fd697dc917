import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * While a server holds the embedded data folder nothing else may open its database, so
 * `npm run backup` asks the server for a copy through this Unix socket. It is a file in a folder
 * only the server's user can enter (0700): whoever can reach it could read the whole database,
 * which rules out an abstract socket (any local user can connect to those).
 *
 * Protocol: the client sends one line, `dump`; the server answers one JSON line,
 * `{"ok":true,"bytes":N}` followed by N bytes of tar, or `{"ok":false,"message":"…"}`.
 */

export const controlSocketPath = (dataDir: string): string => path.join(dataDir, 'run', 'control.sock');

/** A consistent tar of the database folder: PGlite copies it between two queries. */
export const dumpDatabase = async (pglite: PGlite): Promise<Buffer> => {
  // Not needed for consistency (the copy is a crash-consistent image, replayed from the WAL when
  // opened), but it makes the restored copy open without replaying much.
  await pglite.exec('CHECKPOINT');
  const tar = await pglite.dumpDataDir('none');
  return Buffer.from(await tar.arrayBuffer());
};

const answer = async (socket: net.Socket, pglite: PGlite) => {
  try {
    const tar = await dumpDatabase(pglite);
    socket.write(`${JSON.stringify({ ok: true, bytes: tar.length })}\n`);
    socket.end(tar);
  } catch (error) {
    socket.end(`${JSON.stringify({ ok: false, message: (error as Error).message })}\n`);
  }
};

const onConnection = (pglite: PGlite) => (socket: net.Socket) => {
  let line = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    line += chunk;
    if (!line.includes('\n')) {
      if (line.length > 64) socket.destroy();
      return;
    }
    socket.removeAllListeners('data');
    if (line.trim() === 'dump') void answer(socket, pglite);
    else socket.end(`${JSON.stringify({ ok: false, message: 'unknown command' })}\n`);
  });
};

/** Listens on DATA_DIR/run/control.sock; call only while holding the data folder's lock. */
export const serveControlSocket = async (
  dataDir: string,
  pglite: PGlite,
): Promise<{ close(): Promise<void> }> => {
  const file = controlSocketPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700); // also when the folder was made by someone else's umask
  // A socket file left by a process killed with -9: ours to replace, since we hold the lock.
  rmSync(file, { force: true });
  const server = net.createServer(onConnection(pglite));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
};

/** The running server's database as a tar, or null when no server listens on DATA_DIR's socket. */
export const requestDump = (dataDir: string): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const socket = net.createConnection(controlSocketPath(dataDir));
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write('dump\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) {
        reject(new Error('the running server closed the control socket without an answer'));
        return;
      }
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as {
        ok: boolean;
        bytes?: number;
        message?: string;
      };
      const body = all.subarray(newline + 1);
      if (!header.ok) reject(new Error(`the running server could not copy its database: ${header.message}`));
      else if (body.length !== header.bytes) reject(new Error('the running server stopped mid-copy'));
      else resolve(body);
    });
  });

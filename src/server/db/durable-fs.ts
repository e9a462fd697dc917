import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { createPglite } from './pglite.ts';

/**
 * PGlite's own defaults run PostgreSQL with `-F` (fsync off), and its Emscripten NODEFS has no
 * fsync: the WASM libc's fsync() ends in `stream_ops.fsync`, which NODEFS leaves undefined, and
 * fdatasync() is a no-op. So an acknowledged commit sat in the page cache and a power cut could
 * lose it, or tear the database. Here NODEFS gets an fsync that reaches the disk, and PostgreSQL
 * runs with fsync on and `wal_sync_method=fsync` (the only method whose calls reach that path), so
 * its own durability design holds as on a server: WAL flushed at every commit, data files and
 * their directories flushed at checkpoints.
 */

interface NodeStream {
  nfd?: number;
}

interface NodeFsModule {
  stream_ops: { fsync?: (stream: NodeStream) => number };
  tryFSOperation: <T>(operation: () => T) => T;
}

/** The Emscripten module options NodeFS hands on (PGlite does not export their type). */
type ModuleOptions = Parameters<NodeFS['init']>[1];

/** NODEFS's stream operations with an fsync of the real file descriptor (files and directories). */
const addFsync = (mod: unknown) => {
  const nodefs = (mod as unknown as { NODEFS: NodeFsModule }).NODEFS;
  // Errors become Emscripten errno codes, so PostgreSQL sees a failed fsync and PANICs as it should,
  // instead of believing the data reached the disk.
  nodefs.stream_ops.fsync = (stream) => {
    const fd = stream.nfd;
    if (fd !== undefined) nodefs.tryFSOperation(() => fs.fsyncSync(fd));
    return 0;
  };
};

/** NodeFS whose files are flushed when PostgreSQL asks. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: ModuleOptions) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // After NodeFS's own preRun (which mounts the folder) and before PostgreSQL opens any file.
    result.emscriptenOpts.preRun = [...preRun, addFsync];
    return result;
  }
}

/** PostgreSQL's start parameters with fsync on, WAL flushed with fsync(). */
const durableStartParams = () => [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
];

/** Opens (or creates) the embedded database in `dir` with durable writes. */
export const createDurablePglite = (dir: string, options: PGliteOptions = {}): Promise<PGlite> =>
  createPglite({ ...options, fs: new DurableNodeFS(dir), startParams: durableStartParams() });

/**
 * Flushes every file under `dir`, then each folder (so the names are durable too): for a database
 * written by something other than PostgreSQL (a copied template, a restored backup).
 */
export const syncTree = (dir: string): void => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
};

/** fsync of one file or folder by name. */
export const syncPath = (file: string): void => {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
};

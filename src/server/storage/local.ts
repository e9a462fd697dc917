import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertValidContentType, assertValidKey, contentTypeOf } from './keys.ts';
import type { Storage, StoredFile } from './storage.ts';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** Writes `data` to a hidden temp file beside `target`, flushes it, then renames it into place. */
const writeAtomically = async (target: string, data: Buffer | string) => {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temp, 'wx');
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, target);
  } catch (error) {
    await handle?.close().catch(() => {});
    await rm(temp, { force: true }).catch(() => {});
    throw error;
  }
};

/**
 * Files under `root`, one per key. The content type sits in a `.{name}.type` sidecar;
 * keys never have a segment starting with a dot, so sidecars and temp files can't clash with a key.
 */
export const createLocalStorage = (root: string): Storage => {
  const base = path.resolve(root);

  const pathsOf = (key: string) => {
    assertValidKey(key);
    const file = path.join(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Key escapes the storage root: ${key}`);
    return { file, sidecar: path.join(path.dirname(file), `.${path.basename(file)}.type`) };
  };

  const readContentType = async (sidecar: string, key: string) => {
    try {
      return (await readFile(sidecar, 'utf8')).trim() || contentTypeOf(key);
    } catch (error) {
      if (isMissing(error)) return contentTypeOf(key);
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      const { file, sidecar } = pathsOf(key);
      assertValidContentType(contentType);
      await mkdir(path.dirname(file), { recursive: true });
      // Sidecar first: once the file is visible, its type already is.
      await writeAtomically(sidecar, contentType);
      await writeAtomically(file, body);
    },

    async get(key): Promise<StoredFile | null> {
      const { file, sidecar } = pathsOf(key);
      let handle: FileHandle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = await readContentType(sidecar, key);
        // The open handle keeps the bytes readable even if the key is deleted meanwhile.
        return { body: handle.createReadStream(), contentType, size: stats.size };
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },

    async delete(key) {
      const { file, sidecar } = pathsOf(key);
      for (const target of [file, sidecar]) {
        try {
          await unlink(target);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
  };
};

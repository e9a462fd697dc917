import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';
import type { Storage, StoredFile } from './storage.ts';

/**
 * Pictures of the demo seed's circuits, committed with the seed (`npm run seed:circuits` draws
 * them): `{circuit hash}.webp`, one a distinct circuit. The seed points its guides and projects at
 * `seed-circuits/{hash}.webp`, so a new installation's cards show pictures at once, with nothing
 * copied into storage and no browser drawing them.
 */
export const SEED_CIRCUITS_DIR = path.join(PROJECT_ROOT, 'src/server/db/seed-content/circuits');

/** The storage folder the committed pictures are read from. */
export const SEED_CIRCUITS_FOLDER = 'seed-circuits';

export const seedCircuitKey = (hash: string) => `${SEED_CIRCUITS_FOLDER}/${hash}.webp`;

const isSeedKey = (key: string) => key.split('/')[0] === SEED_CIRCUITS_FOLDER;

const readCommitted = async (dir: string, key: string): Promise<StoredFile | null> => {
  const name = key.slice(SEED_CIRCUITS_FOLDER.length + 1);
  if (!/^[0-9a-f]{32}\.webp$/.test(name)) return null;
  const file = path.join(dir, name);
  const size = await stat(file).then(
    (found) => (found.isFile() ? found.size : null),
    () => null,
  );
  return size === null ? null : { body: createReadStream(file), contentType: 'image/webp', size };
};

/**
 * `storage` with the committed seed pictures readable under `seed-circuits/`: read only (a
 * write there is refused, a delete — a picture replaced by a newer drawing — does nothing).
 * Their card-sized copies are made and kept in `storage` as any image's are.
 */
export const withSeedCircuits = (storage: Storage, dir: string = SEED_CIRCUITS_DIR): Storage => ({
  put: async (key, body, contentType) => {
    if (isSeedKey(key)) throw new Error(`${SEED_CIRCUITS_FOLDER}/ is read only`);
    return storage.put(key, body, contentType);
  },
  get: (key) => (isSeedKey(key) ? readCommitted(dir, key) : storage.get(key)),
  delete: async (key) => {
    if (!isSeedKey(key)) await storage.delete(key);
  },
});

/** The circuit hashes the committed pictures show. */
export const committedSeedCircuits = async (dir: string = SEED_CIRCUITS_DIR): Promise<string[]> =>
  (await readdir(dir).catch(() => []))
    .filter((name) => /^[0-9a-f]{32}\.webp$/.test(name))
    .map((name) => name.slice(0, -'.webp'.length));

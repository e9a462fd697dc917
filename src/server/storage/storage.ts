import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../env.ts';
import { createLocalStorage } from './local.ts';

export {
  assertValidKey,
  buildUploadKey,
  contentTypeOf,
  InvalidKeyError,
  isValidKey,
  sanitizeFileName,
} from './keys.ts';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live: local disk or an S3-compatible bucket, chosen by env.
 * Keys are relative paths like `project/1714000000000-1a2b3c4d_robot.png`; an invalid key throws.
 */
export interface Storage {
  /** Stores `body` under `key`, replacing what was there. Readers never see a half-written file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file as a stream, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /**
   * Removes `key`; a missing key is not an error. Callers cleaning up after a delete
   * treat it as best-effort: log a rejection and move on.
   */
  delete(key: string): Promise<void>;
}

/**
 * The S3 storage, its SDK loaded at the first file read or written: an installation on local disk
 * never pays for loading it, and one on S3 pays once, off the start.
 */
const createLazyS3Storage = (config: NonNullable<Env['s3']>): Storage => {
  let loaded: Promise<Storage> | undefined;
  const storage = () => {
    loaded ??= import('./s3.ts').then(({ createS3Storage }) => createS3Storage(config));
    return loaded;
  };
  return {
    put: async (key, body, contentType) => (await storage()).put(key, body, contentType),
    get: async (key) => (await storage()).get(key),
    delete: async (key) => (await storage()).delete(key),
  };
};

/** S3 when `S3_BUCKET` and its credentials are set, otherwise `${DATA_DIR}/files` on local disk. */
export const createStorage = (env: Pick<Env, 'dataDir' | 's3'>): Storage =>
  env.s3 ? createLazyS3Storage(env.s3) : createLocalStorage(path.join(env.dataDir, 'files'));

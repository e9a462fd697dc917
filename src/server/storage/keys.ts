import { randomBytes } from 'node:crypto';
import path from 'node:path';

const KEY_MAX_LENGTH = 512;
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A key is `segment(/segment)*` of `[A-Za-z0-9._-]`, with no empty segment and no
 * segment starting with a dot: no `..`, no leading `/`, nothing a driver could read as a path trick.
 * (Dot-files are also what the local driver keeps next to stored files.)
 */
export const isValidKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= KEY_MAX_LENGTH &&
  !key.includes('..') &&
  key.split('/').every((segment) => KEY_SEGMENT.test(segment));

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

export const assertValidKey = (key: string): void => {
  if (!isValidKey(key)) {
    throw new InvalidKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
};

const CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w!#$&^.+-]+=("[^"\r\n]*"|[\w!#$&^.+-]+))*$/;

/** A stored content type is sent back as a header, so it must be a plain `type/subtype[; p=v]`. */
export const assertValidContentType = (contentType: string): void => {
  if (!CONTENT_TYPE.test(contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
  }
};

const CONTENT_TYPE_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type a key's extension implies; unknown extensions are opaque bytes. */
export const contentTypeOf = (key: string): string => {
  const ext = path.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPE_BY_EXT[ext] ?? 'application/octet-stream';
};

const FILE_NAME_MAX = 100;

/**
 * A user's file name made safe for a key (spec §7 `project/{timestamp}_{sanitized file name}`):
 * no directories, accents folded (`cañón` → `canon`), anything else outside `[A-Za-z0-9._-]`
 * becomes `_`, lower-case extension, at most 100 characters. `ext` replaces the extension,
 * so the name tells the real format after an image was re-encoded.
 */
export const sanitizeFileName = (name: string, ext?: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const folded = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const dot = folded.lastIndexOf('.');
  const rawStem = dot > 0 ? folded.slice(0, dot) : folded;
  const rawExt = ext ?? (dot > 0 ? folded.slice(dot + 1) : '');
  const clean = (part: string) =>
    part
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/_{2,}/g, '_')
      .replace(/^[._-]+|[._-]+$/g, '');
  const safeExt = clean(rawExt).replaceAll('.', '').toLowerCase().slice(0, 10);
  const room = FILE_NAME_MAX - (safeExt ? safeExt.length + 1 : 0);
  const stem = clean(clean(rawStem).slice(0, room)) || 'file';
  return safeExt ? `${stem}.${safeExt}` : stem;
};

/**
 * `{folder}/{timestamp}-{random}_{sanitized name}`. Files are served as immutable, so a key
 * must never be reused: the random part keeps two same-named uploads in the same millisecond apart.
 */
export const buildUploadKey = (
  folder: string,
  fileName: string,
  opts: { ext?: string; now?: number } = {},
): string => {
  const stamp = `${opts.now ?? Date.now()}-${randomBytes(4).toString('hex')}`;
  const key = `${folder}/${stamp}_${sanitizeFileName(fileName, opts.ext)}`;
  assertValidKey(key);
  return key;
};

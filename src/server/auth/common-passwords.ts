import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { VALIDATION } from '../../domain/auth.ts';
import { HttpError } from '../http-error.ts';
import { PROJECT_ROOT } from '../paths.ts';

/** SecLists' 100,000 most common passwords, most common first (common-passwords/README.md). */
export const COMMON_PASSWORDS_FILE = path.join(
  PROJECT_ROOT,
  'src/server/auth/common-passwords/top-100000.txt.gz',
);

/** At most this many characters added at the end of a listed password still count as that password. */
export const ADDED_AT_END_MAX = 4;

let loading: Promise<ReadonlySet<string>> | undefined;

const readList = async (): Promise<ReadonlySet<string>> => {
  const text = (await promisify(gunzip)(await readFile(COMMON_PASSWORDS_FILE))).toString('utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
};

/** The list as a Set of lower-case passwords, read once per process on first use. */
export const loadCommonPasswords = (): Promise<ReadonlySet<string>> => {
  loading ??= readList().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * Whether `password` is on the list, whatever its case, or is a listed one with up to 4 characters
 * added at the end: the digits and symbols people append to pass a composition rule
 * (`Password1!`, `Qwerty123!`, `12345678Aa!`). Each is tried as a Set lookup, so at most 5 a check.
 */
export const isCommonPassword = async (password: string): Promise<boolean> => {
  const list = await loadCommonPasswords();
  const lower = password.toLowerCase();
  for (let cut = 0; cut <= ADDED_AT_END_MAX && cut < lower.length; cut += 1) {
    if (list.has(lower.slice(0, lower.length - cut))) return true;
  }
  return false;
};

/** 400 naming `field` (`validation.commonPassword` on the web) when a new password is a common one. */
export const assertNotCommonPassword = async (password: string, field: string): Promise<void> => {
  if (await isCommonPassword(password))
    throw new HttpError(400, 'VALIDATION_FAILED', undefined, { [field]: [VALIDATION.commonPassword] });
};

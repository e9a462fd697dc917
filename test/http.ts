import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { makeMultipart, makePng } from '../src/server/storage/test-files.ts';
import type { TestApp } from './app.ts';

/** A signed-up user as `signUp` returns it. */
export interface Caller {
  cookie: string;
  id: string;
  email: string;
}

export const call = (t: TestApp, caller: Caller | null, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, ...(caller ? { cookie: caller.cookie } : {}) } });

/** A multipart body with `file`, as the project modal sends it. */
export const imageForm = async (
  file: { data: Buffer; filename: string; type?: string } | null = null,
  field = 'file',
) => {
  const data = file ?? { data: await makePng(40, 30), filename: 'Mi Robot.png', type: 'image/png' };
  return makeMultipart([[field, data]]);
};

/** Every stored file under DATA_DIR/files, as keys. */
export const storedKeys = async (t: TestApp): Promise<string[]> => {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};

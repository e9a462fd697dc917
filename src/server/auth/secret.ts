import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * AUTH_SECRET signs session cookies. Embedded installs rarely set it, so one is made on first
 * start and kept in DATA_DIR; several processes behind a load balancer must share AUTH_SECRET.
 */
export const resolveAuthSecret = async (configured: string | undefined, dataDir: string): Promise<string> => {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

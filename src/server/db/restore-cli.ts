import path from 'node:path';
import { EnvError, loadEnv } from '../env.ts';
import { DataFolderBusyError } from './embedded-lock.ts';
import { restoreBackup } from './restore.ts';

/** `npm run restore -- <backup folder>`: the backup replaces DATA_DIR's data; the server must be stopped. */
const run = async () => {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    throw new EnvError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/deploy.md, "Backup and restore").',
    );
  }
  const given = process.argv[2];
  if (!given) throw new EnvError('Usage: npm run restore -- <backup folder>');
  const { replaced, manifest } = await restoreBackup({
    dataDir: env.dataDir,
    backupDir: path.resolve(given),
  });
  console.log(`Restored the backup of ${manifest.createdAt} into ${env.dataDir}.`);
  if (replaced) {
    console.log(
      `The data it replaced is kept in ${replaced}: delete it once the restored server looks right.`,
    );
  }
  if (!manifest.authSecret && !env.AUTH_SECRET) {
    console.log('The backup holds no auth secret: everyone will have to sign in again.');
  }
};

run().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DataFolderBusyError;
  console.error(known ? error.message : error);
  process.exit(1);
});

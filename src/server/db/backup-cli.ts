import path from 'node:path';
import { EnvError, loadEnv } from '../env.ts';
import { takeBackup } from './backup.ts';
import { DataFolderBusyError } from './embedded-lock.ts';

/**
 * `npm run backup [-- <folder>]`: a backup of the embedded installation in DATA_DIR, written into
 * <folder> (default ./backups). Safe while the server runs: it asks the server for the copy.
 */
const run = async () => {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    throw new EnvError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md, "Backup and restore").',
    );
  }
  const outDir = path.resolve(process.argv[2] ?? 'backups');
  const started = performance.now();
  const { folder, manifest } = await takeBackup({ dataDir: env.dataDir, outDir, filesInS3: Boolean(env.s3) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const how = manifest.source === 'running-server' ? 'copied by the running server' : 'no server was running';
  console.log(`Backup written to ${folder} in ${seconds} s (${how}).`);
  if (env.s3) console.log(`Uploaded files are in the S3 bucket ${env.s3.bucket}: back it up on its own.`);
  if (env.AUTH_SECRET)
    console.log('AUTH_SECRET is set in your configuration: keep a copy of it with this backup.');
};

run().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof DataFolderBusyError ? error.message : error);
  process.exit(1);
});

import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DataFolderBusyError } from './embedded-lock.ts';
import { seedDemo } from './seed.ts';

/** `npm run seed`: migrate, then write the demo data unless it is already there. */
const run = async () => {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await database.migrate();
    const { created } = await seedDemo(database.db);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}/db`;
    if (!created) {
      console.log(`Demo data already present in ${where}; nothing to do.`);
      return;
    }
    console.log(`Demo data created in ${where}. Sign in with:`);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      console.log(`  ${account.role.padEnd(16)} ${account.email.padEnd(26)} ${account.password}`);
    }
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  console.error(error instanceof DataFolderBusyError ? error.message : error);
  process.exit(1);
});

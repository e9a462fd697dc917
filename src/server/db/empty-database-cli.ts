import path from 'node:path';
import { createEmptyDatabase } from './client.ts';

/** Part of `npm run build`: the migrated empty database the compiled server's first start copies. */
const dest = process.argv[2];
if (!dest) {
  console.error('usage: empty-database-cli.ts <folder>');
  process.exit(2);
}
createEmptyDatabase(path.resolve(dest)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

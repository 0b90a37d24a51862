import { loadConfig } from '../server/config';
import { restore } from '../server/reliability/backup';

/**
 * `npm run restore -- <backup folder>`: brings a backup of `npm run backup` back into an empty DATA_DIR
 * (and, with DATABASE_URL, an empty database). Stop the server first; start it again afterwards.
 */
const from = process.argv[2];
if (!from) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const config = loadConfig();
restore(from, { dataDir: config.dataDir, databaseUrl: config.DATABASE_URL }).then(
  (m) =>
    console.log(
      `Restored the ${m.database} backup of ${m.created_at} (${m.images} image files) into ${config.dataDir}`,
    ),
  (err) => {
    console.error(`Restore failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);

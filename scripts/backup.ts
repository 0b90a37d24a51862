import { loadConfig } from '../server/config';
import { backup } from '../server/reliability/backup';

/**
 * `npm run backup [-- <folder>]`: a consistent copy of the database and the uploaded images, taken while
 * the server runs, into <folder> (default ./backups). Same DATA_DIR / DATABASE_URL as the server.
 */
const config = loadConfig();
const out = process.argv[2] ?? 'backups';
backup({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL }, out).then(
  (dir) => console.log(`Backup written to ${dir}`),
  (err) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);

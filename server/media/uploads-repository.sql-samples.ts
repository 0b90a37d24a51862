import type { SqlSamples } from '../db/sql-samples';
import type { UploadsRepository } from './uploads-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { UploadsRepository: SqlSamples<UploadsRepository> } = {
  UploadsRepository: {
    upsert: { args: () => [{ user_id: 'user-1', path: 'p/photo.webp', phash: 'f0e1d2c3', created_at: 0 }] },
  },
};

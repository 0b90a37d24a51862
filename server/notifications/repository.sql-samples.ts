import type { SqlSamples } from '../db/sql-samples';
import type { NotificationsRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { NotificationsRepository: SqlSamples<NotificationsRepository> } = {
  NotificationsRepository: { upsert: { args: (db, make) => [db, make.row('notifications'), true] } },
};

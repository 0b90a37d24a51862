import type { SqlSamples } from '../../db/sql-samples';
import type { PushRepository } from './push-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { PushRepository: SqlSamples<PushRepository> } = {
  PushRepository: { claim: { args: (_db, make) => [make.row('push_subscriptions')] } },
};

import type { SqlSamples } from '../../db/sql-samples';
import type { DeliveryFeesRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { DeliveryFeesRepository: SqlSamples<DeliveryFeesRepository> } = {
  DeliveryFeesRepository: { save: { args: (_db, make) => [make.row('delivery_fees')] } },
};

import type { SqlSamples } from '../../db/sql-samples';
import type { OfflineSaleRepository } from './offline-sale-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { OfflineSaleRepository: SqlSamples<OfflineSaleRepository> } = {
  OfflineSaleRepository: { insertOversold: { args: (db, make) => [db, [make.row('order_oversold')]] } },
};

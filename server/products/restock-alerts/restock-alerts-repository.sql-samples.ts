import type { SqlSamples } from '../../db/sql-samples';
import type { RestockAlertsRepository } from './restock-alerts-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { RestockAlertsRepository: SqlSamples<RestockAlertsRepository> } = {
  RestockAlertsRepository: { add: { args: (_db, make) => [make.row('restock_alerts')] } },
};

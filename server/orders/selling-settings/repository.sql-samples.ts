import type { SqlSamples } from '../../db/sql-samples';
import type { SellingSettingsRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { SellingSettingsRepository: SqlSamples<SellingSettingsRepository> } = {
  SellingSettingsRepository: { save: { args: (_db, make) => [make.row('selling_settings')] } },
};

import type { SqlSamples } from '../db/sql-samples';
import type { CategoryNamesRepository } from './category-names-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { CategoryNamesRepository: SqlSamples<CategoryNamesRepository> } = {
  CategoryNamesRepository: { save: { args: (_db, make) => [make.row('category_names')] } },
};

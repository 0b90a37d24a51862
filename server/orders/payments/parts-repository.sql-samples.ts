import type { SqlSamples } from '../../db/sql-samples';
import type { PaymentPartsRepository } from './parts-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { PaymentPartsRepository: SqlSamples<PaymentPartsRepository> } = {
  PaymentPartsRepository: { insertParts: { args: (db, make) => [db, [make.row('order_payments')]] } },
};

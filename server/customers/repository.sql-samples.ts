import type { SqlSamples } from '../db/sql-samples';
import type { CustomersRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { CustomersRepository: SqlSamples<CustomersRepository> } = {
  CustomersRepository: {
    insert: { args: (_db, make) => [make.row('customers')] },
    insertAccounts: { args: (_db, make) => [[make.row('customers')]] },
    page: { args: () => ['seller-1', { nameKey: 'mei', digits: '9123' }, 'cursor-1', 31] },
    update: { args: () => ['customer-1', { name: 'Mei', notes: 'Scallops' }, 1] },
    transaction: { noQuery: 'a transaction wrapper' },
  },
};

import type { SqlSamples } from '../../db/sql-samples';
import type { CustomerSalesRepository } from './customer-sales-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { CustomerSalesRepository: SqlSamples<CustomerSalesRepository> } = {
  CustomerSalesRepository: {
    figures: { args: () => ['seller-1', { customerIds: ['customer-1'], userIds: ['user-1'] }] },
    favourites: { args: () => ['seller-1', { customerIds: ['customer-1'], userIds: ['user-1'] }, 5] },
    salesOf: { args: () => ['seller-1', { customerIds: ['customer-1'], userIds: ['user-1'] }, 0] },
    linesWithRefunds: { args: () => [['order-1'], ['order-2']] },
  },
};

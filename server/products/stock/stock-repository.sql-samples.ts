import type { SqlSamples } from '../../db/sql-samples';
import type { StockMovementsRepository } from './stock-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { StockMovementsRepository: SqlSamples<StockMovementsRepository> } = {
  StockMovementsRepository: {
    record: {
      args: (db) => [
        db,
        [
          {
            productId: 'product-1',
            sellerId: 'user-1',
            change: -3,
            stockAfter: 7,
            why: { reason: 'pos_sale', orderId: 'order-1', note: null, staffId: 'staff-1' },
            now: 0,
          },
        ],
      ],
    },
  },
};

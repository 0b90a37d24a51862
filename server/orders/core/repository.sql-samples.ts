import type { SqlSamples } from '../../db/sql-samples';
import type { OrdersRepository } from './repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { OrdersRepository: SqlSamples<OrdersRepository> } = {
  OrdersRepository: {
    insertOrder: { args: (db, make) => [db, make.row('orders')] },
    insertLines: { args: (db, make) => [db, [make.row('order_lines'), make.row('order_lines')]] },
    insertDraft: { args: (_db, make) => [make.row('orders'), [make.row('order_lines')]] },
    // its position is the INSERT's own subquery, whatever the row says
    appendLine: { args: (db, make) => [db, make.row('order_lines')] },
    listPage: {
      args: () => [
        {
          party: 'seller_id',
          userId: 'user-1',
          status: 'paid',
          orderType: 'POS-Sell',
          cursor: 'order-9',
          limit: 20,
        },
      ],
    },
    transaction: { noQuery: 'runs its callback in a transaction; the queries are the callers’' },
  },
};

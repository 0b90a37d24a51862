import type { SqlSamples } from '../../db/sql-samples';
import type { RefundsRepository } from './refunds-repository';

// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { RefundsRepository: SqlSamples<RefundsRepository> } = {
  RefundsRepository: {
    insertRefund: { args: (db, make) => [db, make.row('order_refunds'), [make.row('order_refund_lines')]] },
    insertRefundParts: { args: (db, make) => [db, [make.row('order_refund_payments')]] },
    refundPartsOf: { args: () => [{ orderIds: ['order-1'], refundIds: ['refund-1'] }] },
  },
};

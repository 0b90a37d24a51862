import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderPaymentsTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type PaymentPartRow = OrderPaymentsTable;

/** The only SQL on order_payments: each method's part of a recorded payment (docs/decisions/0281-split-payments.md). */
export class PaymentPartsRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insertParts(db: Executor, rows: PaymentPartRow[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('order_payments').values(rows).execute();
  }

  /** the parts of the given sales' payments, by sale, in the order they were taken */
  async partsOf(orderIds: readonly string[], db: Executor = this.db): Promise<PaymentPartRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await db
      .selectFrom('order_payments')
      .selectAll()
      .where('order_id', 'in', [...orderIds])
      .orderBy('order_id')
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      ...r,
      seq: Number(r.seq),
      amount_cents: Number(r.amount_cents),
      tendered_cents: Number(r.tendered_cents),
      change_cents: Number(r.change_cents),
      at: Number(r.at),
    }));
  }
}

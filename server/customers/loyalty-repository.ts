import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { LoyaltyLedgerTable, LoyaltySettingsTable } from './tables';

/** The only SQL on loyalty_settings and loyalty_ledger (docs/decisions/0283-loyalty.md). */
export class LoyaltyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async settings(
    sellerId: string,
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<LoyaltySettingsTable | undefined> {
    return db.selectFrom('loyalty_settings').selectAll().where('seller_id', '=', sellerId).executeTakeFirst();
  }

  /**
   * The shop's programme row, locked for the rest of the transaction (a row lock on PostgreSQL; SQLite writes one
   * transaction at a time): redemptions of the shop's points take their turns (docs/decisions/0283-loyalty.md).
   */
  async lockSettings(
    trx: Transaction<Database>,
    sellerId: string,
  ): Promise<LoyaltySettingsTable | undefined> {
    return trx
      .updateTable('loyalty_settings')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('seller_id', '=', sellerId)
      .returningAll()
      .executeTakeFirst();
  }

  /** the points (or, with `stamps_redeem`, the stamps) these customer entries have redeemed at the shop's till */
  async redeemedBy(
    sellerId: string,
    customerIds: string[],
    db: Kysely<Database> | Transaction<Database> = this.db,
    kind: 'redeem' | 'stamps_redeem' = 'redeem',
  ): Promise<number> {
    if (customerIds.length === 0) return 0;
    const row = await db
      .selectFrom('loyalty_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('points'))
      .where('seller_id', '=', sellerId)
      .where('kind', '=', kind)
      .where('customer_id', 'in', customerIds)
      .executeTakeFirst();
    return Number(row?.points ?? 0);
  }

  async saveSettings(row: LoyaltySettingsTable): Promise<void> {
    await this.db
      .insertInto('loyalty_settings')
      .values(row)
      .onConflict((oc) =>
        oc.column('seller_id').doUpdateSet({
          kind: row.kind,
          percent_tenths: row.percent_tenths,
          stamps: row.stamps ?? 0,
          reward_json: row.reward_json ?? null,
          since: row.since,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  /** the ledger rows of these sales */
  async ofOrders(orderIds: string[]): Promise<LoyaltyLedgerTable[]> {
    if (orderIds.length === 0) return [];
    return this.db.selectFrom('loyalty_ledger').selectAll().where('order_id', 'in', orderIds).execute();
  }

  /** a sale's earning, once: a second one (another read, a second sync) does nothing */
  async earn(row: LoyaltyLedgerTable): Promise<void> {
    await this.db
      .insertInto('loyalty_ledger')
      .values(row)
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .execute();
  }

  /** what a sale's refunds take back, as one row per sale that only grows */
  async takeBack(row: LoyaltyLedgerTable): Promise<void> {
    await this.db
      .insertInto('loyalty_ledger')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['order_id', 'kind'])
          .doUpdateSet({ points: row.points })
          .where('loyalty_ledger.points', '<', row.points),
      )
      .execute();
  }

  /** the points a paid sale used, once: in the payment's transaction; a second one does nothing */
  async redeem(db: Kysely<Database> | Transaction<Database>, row: LoyaltyLedgerTable): Promise<void> {
    await db
      .insertInto('loyalty_ledger')
      .values(row)
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .execute();
  }
}

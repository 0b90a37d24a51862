import type { Kysely, Transaction } from 'kysely';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import type { LoyaltyLedgerTable, LoyaltySettingsTable } from './tables';

/** the sales whose ledger rows one query reads at most (their ids are its parameters) */
const ORDERS_CHUNK = 500;
/** the ledger rows one statement writes at most (8 parameters each) */
const ROWS_CHUNK = 200;

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

  /** the ledger rows of these sales (one query, or one per ORDERS_CHUNK sales for more) */
  async ofOrders(orderIds: string[]): Promise<LoyaltyLedgerTable[]> {
    const ids = [...new Set(orderIds)];
    const rows: LoyaltyLedgerTable[] = [];
    for (let i = 0; i < ids.length; i += ORDERS_CHUNK)
      rows.push(
        ...(await this.db
          .selectFrom('loyalty_ledger')
          .selectAll()
          .where('order_id', 'in', ids.slice(i, i + ORDERS_CHUNK))
          .execute()),
      );
    return rows;
  }

  /**
   * Sales' earnings, once each: a second one (another read, a second sync) does nothing. One statement for up to
   * ROWS_CHUNK rows; of two rows for one sale and kind the first is kept.
   */
  async earnAll(rows: LoyaltyLedgerTable[]): Promise<void> {
    const first = new Map<string, LoyaltyLedgerTable>();
    for (const r of rows) if (!first.has(`${r.order_id} ${r.kind}`)) first.set(`${r.order_id} ${r.kind}`, r);
    const unique = [...first.values()];
    for (let i = 0; i < unique.length; i += ROWS_CHUNK)
      await this.db
        .insertInto('loyalty_ledger')
        .values(unique.slice(i, i + ROWS_CHUNK))
        .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
        .execute();
  }

  /**
   * What sales' refunds take back, as one row per sale and kind that only grows: a row is written, or raised to
   * the points given, never lowered. One statement for up to ROWS_CHUNK rows; of two for one sale and kind, the
   * larger counts.
   */
  async takeBackAll(rows: LoyaltyLedgerTable[]): Promise<void> {
    const largest = new Map<string, LoyaltyLedgerTable>();
    for (const r of rows) {
      const key = `${r.order_id} ${r.kind}`;
      const before = largest.get(key);
      if (!before || before.points < r.points) largest.set(key, r);
    }
    const unique = [...largest.values()];
    for (let i = 0; i < unique.length; i += ROWS_CHUNK)
      await this.db
        .insertInto('loyalty_ledger')
        .values(unique.slice(i, i + ROWS_CHUNK))
        .onConflict((oc) =>
          oc
            .columns(['order_id', 'kind'])
            .doUpdateSet((eb) => ({ points: eb.ref('excluded.points') }))
            .whereRef('loyalty_ledger.points', '<', 'excluded.points'),
        )
        .execute();
  }

  /**
   * The points these customer entries redeemed and were given back, by order (`redeem` and `unredeem` rows): what
   * settling counts for orders not paid yet, whose points are held (docs/decisions/0283-loyalty.md, "Redeeming
   * online").
   */
  async redemptionsOf(sellerId: string, customerIds: string[]): Promise<LoyaltyLedgerTable[]> {
    if (customerIds.length === 0) return [];
    return this.db
      .selectFrom('loyalty_ledger')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .where('kind', 'in', ['redeem', 'unredeem'])
      .where('customer_id', 'in', customerIds)
      .execute();
  }

  /**
   * An unpaid order's points given back whole, in its cancel's transaction: its `unredeem` row raised to its
   * `redeem` row's points (a row that only grows, as refunds raise it); nothing when it redeemed none.
   */
  async release(trx: Transaction<Database>, orderId: string, now: number): Promise<void> {
    const redeemed = await trx
      .selectFrom('loyalty_ledger')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'redeem')
      .executeTakeFirst();
    if (!redeemed) return;
    await trx
      .insertInto('loyalty_ledger')
      .values({ ...redeemed, id: newId(now), kind: 'unredeem', created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['order_id', 'kind'])
          .doUpdateSet((eb) => ({ points: eb.ref('excluded.points') }))
          .whereRef('loyalty_ledger.points', '<', 'excluded.points'),
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

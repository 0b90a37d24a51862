import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AddressRow {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  address: string;
  is_default: number;
}

export interface PickupRow {
  id: string;
  seller_id: string;
  name: string;
  address: string;
  hours: string | null;
  phone: string | null;
}

export interface PaymentCodeRow {
  id: string;
  seller_id: string;
  type: string;
  label: string;
  image: string;
  removed_at: number | null;
}

/** The only SQL on user_addresses, pickup_addresses and payment_codes. */
export class AddressBookRepository {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  // ---- delivery addresses ----

  async listAddresses(userId: string, db: Executor = this.db): Promise<AddressRow[]> {
    return db
      .selectFrom('user_addresses')
      .select(['id', 'user_id', 'name', 'phone', 'address', 'is_default'])
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async countAddresses(userId: string, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('user_addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async findAddress(id: string, db: Executor = this.db): Promise<AddressRow | undefined> {
    return db
      .selectFrom('user_addresses')
      .select(['id', 'user_id', 'name', 'phone', 'address', 'is_default'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async clearDefault(trx: Executor, userId: string, now: number): Promise<void> {
    await trx
      .updateTable('user_addresses')
      .set({ is_default: 0, updated_at: now })
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .execute();
  }

  async insertAddress(
    trx: Executor,
    row: {
      id: string;
      userId: string;
      name: string;
      phone: string;
      address: string;
      isDefault: boolean;
      now: number;
    },
  ): Promise<void> {
    await trx
      .insertInto('user_addresses')
      .values({
        id: row.id,
        user_id: row.userId,
        name: row.name,
        phone: row.phone,
        address: row.address,
        is_default: row.isDefault ? 1 : 0,
        created_at: row.now,
        updated_at: row.now,
      })
      .execute();
  }

  async updateAddress(
    trx: Executor,
    row: {
      id: string;
      userId: string;
      name: string;
      phone: string;
      address: string;
      isDefault?: boolean;
      now: number;
    },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('user_addresses')
      .set({
        name: row.name,
        phone: row.phone,
        address: row.address,
        updated_at: row.now,
        ...(row.isDefault === undefined ? {} : { is_default: row.isDefault ? 1 : 0 }),
      })
      .where('id', '=', row.id)
      .where('user_id', '=', row.userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteAddress(trx: Executor, id: string, userId: string): Promise<AddressRow | undefined> {
    const row = await trx
      .selectFrom('user_addresses')
      .select(['id', 'user_id', 'name', 'phone', 'address', 'is_default'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom('user_addresses').where('id', '=', id).execute();
    return row;
  }

  async makeNewestDefault(trx: Executor, userId: string, now: number): Promise<void> {
    const newest = await trx
      .selectFrom('user_addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (newest) {
      await trx
        .updateTable('user_addresses')
        .set({ is_default: 1, updated_at: now })
        .where('id', '=', newest.id)
        .execute();
    }
  }

  // ---- store-pickup addresses ----

  async listPickups(sellerId: string, db: Executor = this.db): Promise<PickupRow[]> {
    return db
      .selectFrom('pickup_addresses')
      .select(['id', 'seller_id', 'name', 'address', 'hours', 'phone'])
      .where('seller_id', '=', sellerId)
      .orderBy('id')
      .execute();
  }

  async findPickup(id: string, db: Executor = this.db): Promise<PickupRow | undefined> {
    return db
      .selectFrom('pickup_addresses')
      .select(['id', 'seller_id', 'name', 'address', 'hours', 'phone'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countPickups(sellerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('pickup_addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seller_id', '=', sellerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertPickup(row: PickupRow & { now: number }): Promise<void> {
    await this.db
      .insertInto('pickup_addresses')
      .values({
        id: row.id,
        seller_id: row.seller_id,
        name: row.name,
        address: row.address,
        hours: row.hours,
        phone: row.phone,
        created_at: row.now,
        updated_at: row.now,
      })
      .execute();
  }

  async updatePickup(row: PickupRow & { now: number }): Promise<boolean> {
    const result = await this.db
      .updateTable('pickup_addresses')
      .set({ name: row.name, address: row.address, hours: row.hours, phone: row.phone, updated_at: row.now })
      .where('id', '=', row.id)
      .where('seller_id', '=', row.seller_id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deletePickup(id: string, sellerId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('pickup_addresses')
      .where('id', '=', id)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // ---- payment codes ----

  async listCodes(sellerId: string, db: Executor = this.db): Promise<PaymentCodeRow[]> {
    return db
      .selectFrom('payment_codes')
      .select(['id', 'seller_id', 'type', 'label', 'image', 'removed_at'])
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** also a removed code (sales keep their method) */
  async findCode(id: string, db: Executor = this.db): Promise<PaymentCodeRow | undefined> {
    return db
      .selectFrom('payment_codes')
      .select(['id', 'seller_id', 'type', 'label', 'image', 'removed_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertCode(row: {
    id: string;
    sellerId: string;
    type: string;
    label: string;
    image: string;
    now: number;
  }) {
    await this.db
      .insertInto('payment_codes')
      .values({
        id: row.id,
        seller_id: row.sellerId,
        type: row.type,
        label: row.label,
        image: row.image,
        created_at: row.now,
        removed_at: null,
      })
      .execute();
  }

  async removeCode(id: string, sellerId: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('payment_codes')
      .set({ removed_at: now })
      .where('id', '=', id)
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

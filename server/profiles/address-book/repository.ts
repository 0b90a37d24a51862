import type { Kysely, Transaction } from 'kysely';
import { OwnedRows } from '../../db/owned-rows';
import type { Database } from '../../db/schema';
import type { AddressesTable, PaymentCodesTable, PickupAddressesTable } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type AddressRow = Pick<
  AddressesTable,
  'id' | 'user_id' | 'name' | 'phone' | 'address' | 'area' | 'is_default'
>;
export type PickupRow = Pick<
  PickupAddressesTable,
  'id' | 'seller_id' | 'name' | 'address' | 'hours' | 'phone' | 'district'
>;
export type PaymentCodeRow = Pick<
  PaymentCodesTable,
  'id' | 'seller_id' | 'type' | 'label' | 'image' | 'removed_at'
>;

/** A delivery address as the service writes it (added or changed), at `now`. */
interface AddressWrite {
  id: string;
  userId: string;
  name: string;
  phone: string;
  address: string;
  area: string | null;
  now: number;
}

/** The only SQL on user_addresses, pickup_addresses and payment_codes: three owned tables of one shape. */
export class AddressBookRepository {
  private readonly addresses = new OwnedRows<AddressRow>({
    table: 'user_addresses',
    owner: 'user_id',
    columns: ['id', 'user_id', 'name', 'phone', 'address', 'area', 'is_default'],
    order: [
      ['is_default', 'desc'],
      ['id', 'desc'],
    ],
  });
  private readonly pickups = new OwnedRows<PickupRow>({
    table: 'pickup_addresses',
    owner: 'seller_id',
    columns: ['id', 'seller_id', 'name', 'address', 'hours', 'phone', 'district'],
    order: [['id', 'asc']],
  });
  /** removed codes stay (sales paid with them keep their method) */
  private readonly codes = new OwnedRows<PaymentCodeRow>({
    table: 'payment_codes',
    owner: 'seller_id',
    columns: ['id', 'seller_id', 'type', 'label', 'image', 'removed_at'],
    order: [['id', 'asc']],
    removedAt: 'removed_at',
  });

  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  // ---- delivery addresses ----

  listAddresses(userId: string, db: Executor = this.db): Promise<AddressRow[]> {
    return this.addresses.list(db, userId);
  }

  countAddresses(userId: string, db: Executor = this.db): Promise<number> {
    return this.addresses.count(db, userId);
  }

  findAddress(id: string, db: Executor = this.db): Promise<AddressRow | undefined> {
    return this.addresses.find(db, id);
  }

  async clearDefault(trx: Executor, userId: string, now: number): Promise<void> {
    await trx
      .updateTable('user_addresses')
      .set({ is_default: 0, updated_at: now })
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .execute();
  }

  insertAddress(trx: Executor, row: AddressWrite & { isDefault: boolean }): Promise<void> {
    return this.addresses.insert(trx, {
      id: row.id,
      user_id: row.userId,
      name: row.name,
      phone: row.phone,
      address: row.address,
      area: row.area,
      is_default: row.isDefault ? 1 : 0,
      created_at: row.now,
      updated_at: row.now,
    });
  }

  /** without `isDefault` the default flag stays as it is */
  updateAddress(trx: Executor, row: AddressWrite & { isDefault?: boolean }): Promise<boolean> {
    return this.addresses.update(trx, row.id, row.userId, {
      name: row.name,
      phone: row.phone,
      address: row.address,
      area: row.area,
      updated_at: row.now,
      ...(row.isDefault === undefined ? {} : { is_default: row.isDefault ? 1 : 0 }),
    });
  }

  /** the removed row (its default flag decides whether another becomes the default), or undefined */
  async deleteAddress(trx: Executor, id: string, userId: string): Promise<AddressRow | undefined> {
    const row = await this.addresses.find(trx, id);
    if (!row || row.user_id !== userId) return undefined;
    await this.addresses.remove(trx, id, userId, 0);
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
    if (newest) await this.addresses.update(trx, newest.id, userId, { is_default: 1, updated_at: now });
  }

  // ---- store-pickup addresses ----

  listPickups(sellerId: string, db: Executor = this.db): Promise<PickupRow[]> {
    return this.pickups.list(db, sellerId);
  }

  findPickup(id: string, db: Executor = this.db): Promise<PickupRow | undefined> {
    return this.pickups.find(db, id);
  }

  countPickups(sellerId: string): Promise<number> {
    return this.pickups.count(this.db, sellerId);
  }

  insertPickup(row: PickupRow & { now: number }): Promise<void> {
    return this.pickups.insert(this.db, {
      id: row.id,
      seller_id: row.seller_id,
      name: row.name,
      address: row.address,
      hours: row.hours,
      phone: row.phone,
      district: row.district,
      created_at: row.now,
      updated_at: row.now,
    });
  }

  updatePickup(row: PickupRow & { now: number }): Promise<boolean> {
    return this.pickups.update(this.db, row.id, row.seller_id, {
      name: row.name,
      address: row.address,
      hours: row.hours,
      phone: row.phone,
      district: row.district,
      updated_at: row.now,
    });
  }

  /** sellers with a store pickup in one of these districts, with the district (the (district, seller_id) index) */
  async pickupSellersIn(districts: readonly string[]): Promise<{ seller_id: string; district: string }[]> {
    if (districts.length === 0) return [];
    const rows = await this.db
      .selectFrom('pickup_addresses')
      .select(['seller_id', 'district'])
      .distinct()
      .where('district', 'in', districts)
      .execute();
    return rows.map((r) => ({ seller_id: r.seller_id, district: r.district! }));
  }

  deletePickup(id: string, sellerId: string): Promise<boolean> {
    return this.pickups.remove(this.db, id, sellerId, 0);
  }

  // ---- payment codes ----

  listCodes(sellerId: string, db: Executor = this.db): Promise<PaymentCodeRow[]> {
    return this.codes.list(db, sellerId);
  }

  /** also a removed code (sales keep their method) */
  findCode(id: string, db: Executor = this.db): Promise<PaymentCodeRow | undefined> {
    return this.codes.find(db, id);
  }

  insertCode(row: { id: string; sellerId: string; type: string; label: string; image: string; now: number }) {
    return this.codes.insert(this.db, {
      id: row.id,
      seller_id: row.sellerId,
      type: row.type,
      label: row.label,
      image: row.image,
      created_at: row.now,
      removed_at: null,
    });
  }

  removeCode(id: string, sellerId: string, now: number): Promise<boolean> {
    return this.codes.remove(this.db, id, sellerId, now);
  }

  /** brings a removed code back (undoing a payout change) */
  async unremoveCode(id: string, sellerId: string): Promise<void> {
    await this.db
      .updateTable('payment_codes')
      .set({ removed_at: null })
      .where('id', '=', id)
      .where('seller_id', '=', sellerId)
      .execute();
  }
}

import Dexie, { type Table } from 'dexie';
import type { FpsIdentifier } from '../../../../contract/fps-payload';
import type { PaymentCode } from '../../../../contract/orders';
import type { Product } from '../../../../contract/products';
import type { ScaleLayout } from '../../../../contract/scale-barcode-codes';
import { addQuantities, isWeightUnit, type WeightUnit } from '../../../../contract/units';
import { type SellableProduct, variantAsProduct } from '../../../shared/variants/variant-product';
import type { CachedCustomer } from '../customer-picker';
import type { QueuedSale, QueueStore } from './sync-queue';

/**
 * The offline point of sale's IndexedDB (Dexie), one database per seller: `stallfeed-pos-<user id>`
 * (docs/decisions/0081-offline-point-of-sale.md). Catalogue and payment codes are a copy refreshed while
 * online; `sales` is the queue of sales made offline with their idempotency keys.
 */
export interface CachedProduct {
  id: string;
  name: string;
  /** unit price after discount, cents */
  unit_cents: number;
  quantity: number;
  barcode: string | null;
  thumbnail: string | null;
  category: string[];
  /** the price is typed for each sale (docs/decisions/0231-open-price.md) */
  open_price?: boolean;
  /** sold by weight (decision 0233): the stock and a line's quantity are in this unit; left out for pieces */
  unit?: WeightUnit;
  /** a variant, cached as a product of its own: the product it is a kind of (docs/decisions/0236-variants.md) */
  variant_of?: string;
}

export interface CachedCode {
  id: string;
  type: string;
  label: string;
  image: string;
}

class PosDb extends Dexie {
  products!: Table<CachedProduct, string>;
  codes!: Table<CachedCode, string>;
  sales!: Table<QueuedSale, string>;
  meta!: Table<{ key: string; value: unknown }, string>;
  /** the shop's customers (id, name, phone) for the offline till's "Add customer" (decision 0283, "Customers on
   * the offline till"); refreshed with the catalogue while online */
  customers!: Table<CachedCustomer, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({
      products: '&id, barcode, name',
      codes: '&id',
      sales: '&key, seq, state',
      meta: '&key',
    });
    this.version(2).stores({ customers: '&id' });
  }
}

const open = new Map<string, PosDb>();
export function posDb(userId: string): PosDb {
  let db = open.get(userId);
  if (!db) {
    db = new PosDb(`stallfeed-pos-${userId}`);
    open.set(userId, db);
  }
  return db;
}

export function cachedProductOf(p: SellableProduct): CachedProduct {
  return {
    id: p._id,
    ...(p.variant_of ? { variant_of: p.variant_of } : {}),
    name: p.name,
    unit_cents: Math.round(p.discounted_price * 100),
    ...(p.open_price ? { open_price: true } : {}),
    ...(isWeightUnit(p.unit) ? { unit: p.unit } : {}),
    quantity: p.quantity,
    barcode: p.barcode,
    thumbnail: p.imagePaths[0] ?? null,
    category: p.category,
  };
}

/** Replaces the cached catalogue and codes with the server's (one transaction: never half of each). */
export async function saveCatalogue(
  userId: string,
  products: Product[],
  codes: PaymentCode[],
  fps: FpsIdentifier | null,
  /** the till's quick keys, product ids in the seller's order (decision 0230) */
  quickKeyIds: string[] = [],
  /** how the till reads label-scale codes (decision 0234) */
  scaleLayout: ScaleLayout = 'off',
): Promise<void> {
  const db = posDb(userId);
  await db.transaction('rw', db.products, db.codes, db.meta, async () => {
    await db.products.clear();
    // offline, each variant is a tile of its own: one tap sells it, its barcode scans it (decision 0236)
    await db.products.bulkPut(
      products
        .filter((p) => !p.removed)
        .flatMap((p) => (p.variants.length > 0 ? p.variants.map((v) => variantAsProduct(p, v)) : [p]))
        .map(cachedProductOf),
    );
    await db.codes.clear();
    await db.codes.bulkPut(codes.map((c) => ({ id: c._id, type: c.type, label: c.label, image: c.image })));
    await db.meta.put({ key: 'refreshedAt', value: Date.now() });
    await db.meta.put({ key: 'fps', value: fps });
    await db.meta.put({ key: 'quickKeys', value: quickKeyIds });
    await db.meta.put({ key: 'scaleLayout', value: scaleLayout });
  });
}

/** Replaces the kept customer list with the server's (`/res/customer/till_list`), in one transaction. */
export async function saveCustomers(userId: string, customers: CachedCustomer[]): Promise<void> {
  const db = posDb(userId);
  await db.transaction('rw', db.customers, async () => {
    await db.customers.clear();
    await db.customers.bulkPut(customers);
  });
}

let counter = 0;
/** Stores a sale made offline; its idempotency key is fixed here, once. Takes the sold units off the local stock. */
export async function enqueueSale(
  userId: string,
  sale: Omit<QueuedSale, 'seq' | 'state'>,
): Promise<QueuedSale> {
  const db = posDb(userId);
  counter = (counter + 1) % 1000;
  const row: QueuedSale = { ...sale, seq: Date.now() * 1000 + counter, state: 'waiting' };
  await db.transaction('rw', db.sales, db.products, async () => {
    await db.sales.add(row);
    for (const line of sale.lines) {
      const p = await db.products.get(line.product_id);
      if (p)
        await db.products.put({ ...p, quantity: Math.max(0, addQuantities(p.quantity, -line.quantity)) });
    }
  });
  return row;
}

export function queueStore(userId: string): QueueStore {
  const db = posDb(userId);
  return {
    waiting: () => db.sales.where('state').equals('waiting').toArray(),
    async markSynced(key, orderId, oversold, customerDropped) {
      await db.sales.update(key, {
        state: 'synced',
        order_id: orderId,
        oversold,
        ...(customerDropped ? { customer_dropped: true } : {}),
      });
    },
    async markRejected(key, error) {
      await db.sales.update(key, { state: 'rejected', error });
    },
  };
}

/**
 * At logout: the catalogue, codes, customers and synced sales go; sales still waiting to sync stay (they are money
 * taken) in this seller's own database and sync at their next login. Nothing waiting: the database goes.
 */
export async function clearOfflineData(userId: string): Promise<void> {
  const db = posDb(userId);
  const waiting = await db.sales.where('state').equals('waiting').count();
  if (waiting === 0) {
    db.close();
    open.delete(userId);
    await Dexie.delete(`stallfeed-pos-${userId}`);
    return;
  }
  await db.transaction('rw', db.products, db.codes, db.customers, db.sales, async () => {
    await db.products.clear();
    await db.codes.clear();
    // her customers' names and phones leave the phone with the catalogue
    await db.customers.clear();
    await db.sales.where('state').notEqual('waiting').delete();
  });
}

import type { SqlSamples } from '../db/sql-samples';
import type { ProductValues } from './product-rows';
import type { ProductWritesRepository } from './writes-repository';

/** A tin of scallops with two sizes: what a seller's product form writes. */
const scallops: ProductValues = {
  name: 'Dried scallops',
  description: 'Hokkaido, 2L',
  price_cents: 29800,
  cost_cents: 18000,
  discount_bp: 0,
  quantity: 12,
  unit: 'piece',
  size: null,
  barcode: '4890000000011',
  imagePaths: ['p/scallops.webp'],
  categories: ['dried goods'],
  variants: [
    {
      id: 'variant-1',
      name: '500 g',
      price_cents: 29800,
      cost_cents: 18000,
      discount_bp: 0,
      quantity: 6,
      low_stock: 2,
      barcode: null,
    },
    {
      id: 'variant-2',
      name: '1 kg',
      price_cents: 56000,
      cost_cents: 34000,
      discount_bp: 0,
      quantity: 6,
      low_stock: 2,
      barcode: null,
    },
  ],
};
const created = { ...scallops, id: 'product-1', sellerId: 'user-1', now: 0 };
// what npm run sql-snapshots runs these methods with (server/db/sql-samples.ts)
export const sqlSamples: { ProductWritesRepository: SqlSamples<ProductWritesRepository> } = {
  ProductWritesRepository: {
    insert: { args: () => [created] },
    insertMany: { args: () => [[created]] },
    insertRows: { args: (db) => [db, [created], 'import'] },
    importBatch: { args: () => [[created], [{ ...scallops, id: 'product-2', now: 0 }]] },
    writeVariants: { args: (db) => [db, 'product-1', 'user-1', scallops, 0] },
    analyzeAfterBulk: {
      noQuery: { sqlite: 'SQLite’s statistics are kept by the database (PRAGMA optimize)' },
    },
  },
};

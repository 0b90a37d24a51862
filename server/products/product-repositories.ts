import type { Kysely } from 'kysely';
import type { PreparedOptions } from '../db/prepared';
import type { Database } from '../db/schema';
import { ProductListingRepository } from './listing/listing-repository';
import { ProductsRepository } from './repository';
import { ProductStockRepository } from './stock/product-stock-repository';
import { ProductWritesRepository } from './writes-repository';

/** The catalogue's repositories, each with one job (reads, writes, the list and search, the stock). */
export interface ProductRepositories {
  reads: ProductsRepository;
  writes: ProductWritesRepository;
  listing: ProductListingRepository;
  stock: ProductStockRepository;
}

export function productRepositories(db: Kysely<Database>, opts: PreparedOptions = {}): ProductRepositories {
  return {
    reads: new ProductsRepository(db, opts),
    writes: new ProductWritesRepository(db),
    listing: new ProductListingRepository(db, opts),
    stock: new ProductStockRepository(db, opts),
  };
}

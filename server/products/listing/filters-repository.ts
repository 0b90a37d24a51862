import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ListQuery } from './list-query';

/**
 * 0 in stock (its own stock, or any live variant's), 1 sold out. A scalar subquery rather than EXISTS: it
 * is asked per matching row through the (parent_id, position) index, where PostgreSQL would otherwise hash
 * every product's variants first.
 */
export const IN_STOCK_RANK = sql<number>`(case when products.quantity > 0 or (select max(v.quantity) from products v where v.parent_id = products.id and v.removed_at is null) > 0 then 0 else 1 end)`;

/**
 * The price a product is paid at, times 10,000 (docs/decisions/0271-market-sort-filter-and-paying.md): price
 * × (10,000 − discount), exact in integers, ordered as the discounted price is. Indexed as written
 * (migration 1240): the list's price order walks the index.
 */
export const PRICE_KEY = sql<number>`(products.price_cents * (10000 - products.discount_bp))`;

/** a price range as bounds of PRICE_KEY; already worked out when given (a prepared statement's placeholders) */
export interface PriceKeys {
  priceMinKey?: number;
  priceMaxKey?: number;
}

/**
 * The discounted price rounds half up (contract/money.ts), so discounted ≥ min ⇔ key > min × 10,000 − 5,000 and
 * discounted ≤ max ⇔ key ≤ max × 10,000 + 5,000.
 */
export function priceKeys(q: ListQuery & PriceKeys): { min?: number; max?: number } {
  return {
    min:
      'priceMinKey' in q
        ? q.priceMinKey
        : q.priceMinCents === undefined
          ? undefined
          : q.priceMinCents * 10_000 - 5_000,
    max:
      'priceMaxKey' in q
        ? q.priceMaxKey
        : q.priceMaxCents === undefined
          ? undefined
          : q.priceMaxCents * 10_000 + 5_000,
  };
}

/** in stock: its own stock, or a live variant's (a scalar subquery, as IN_STOCK_RANK's, not EXISTS: see there) */
const IN_STOCK = sql<boolean>`(products.quantity > 0 or (select max(v.quantity) from products v where v.parent_id = products.id and v.removed_at is null) > 0)`;

/**
 * Filed under one of these categories (their normalized names). A scalar subquery, as IN_STOCK_RANK's: asked per
 * row through the product's own key (product_id, name_normalized). As EXISTS, PostgreSQL hashed every product of
 * the category first, once for the filter and once for the rank: 12,500 rows and 25 ms for "茶" (Tea) where a
 * search's first page reads a few hundred products (docs/decisions/0237-search-matching.md).
 */
export function inCategories(keys: string[]): RawBuilder<boolean> {
  return sql<boolean>`(select count(*) from product_categories pc where pc.product_id = products.id and pc.name_normalized in (${sql.join(keys)})) > 0`;
}

/** the list's filters: live products (never a variant on its own), one seller's, to reorder, categories */
export function listFilters(q: ListQuery & PriceKeys, sqlite: boolean, searching = false) {
  return (eb: ExpressionBuilder<Database, 'products'>) => {
    const { and, or, exists, not, selectFrom } = eb;
    const where: Expression<SqlBool>[] =
      searching && sqlite
        ? // a search starts from the trigram index's matches: `+` keeps SQLite from starting instead at the
          // (parent_id) index, which holds every product under NULL (16 ms against 10 ms for 10,000 matches)
          [sql<boolean>`+products.removed_at is null`, sql<boolean>`+products.parent_id is null`]
        : [eb('products.removed_at', 'is', null), eb('products.parent_id', 'is', null)];
    if (q.sellerId) where.push(eb('products.seller_id', '=', q.sellerId));
    if (q.lowStock) {
      // a product with variants is to reorder when one of them is at or below its own alert
      const variantsOf = () =>
        selectFrom('products as v')
          .select(sql.lit(1).as('one'))
          .whereRef('v.parent_id', '=', 'products.id')
          .where('v.removed_at', 'is', null);
      where.push(
        or([
          and([not(exists(variantsOf())), eb('products.quantity', '<=', eb.ref('products.low_stock'))]),
          exists(variantsOf().whereRef('v.quantity', '<=', 'v.low_stock')),
        ]),
      );
    }
    if (q.inStock) where.push(IN_STOCK);
    // a price range leaves out open-price products (their price is typed at the till)
    if (q.priceMinCents !== undefined || q.priceMaxCents !== undefined) {
      where.push(sql<boolean>`products.open_price = 0`);
    }
    const keys = priceKeys(q);
    if (keys.min !== undefined) where.push(eb(PRICE_KEY, '>', keys.min));
    if (keys.max !== undefined) where.push(eb(PRICE_KEY, '<=', keys.max));
    if (q.categories.length > 0) {
      where.push(
        exists(
          selectFrom('product_categories')
            .select(sql.lit(1).as('one'))
            .whereRef('product_categories.product_id', '=', 'products.id')
            .where('product_categories.name_normalized', 'in', q.categories),
        ),
      );
    }
    return and(where);
  };
}

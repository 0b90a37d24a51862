import type { Kysely, Migration } from 'kysely';

/**
 * Lines of a variant (docs/decisions/0236-variants.md): `product_id` is the variant's own row (its stock, its key in
 * the order), `variant_of` the product it is a kind of, so the line reads back as product_id + variant_id.
 */
export const lineVariants: Record<string, Migration> = {
  '0740_orders_line_variants': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema.alterTable('order_lines').addColumn('variant_of', 'text').execute();
    },
  },
};

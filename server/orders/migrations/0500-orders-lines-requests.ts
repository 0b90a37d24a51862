import { type Kysely, type Migration, sql } from 'kysely';

export const ordersLinesRequests: Record<string, Migration> = {
  '0500_orders_orders_lines_requests': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_type', 'text', (c) =>
          c.notNull().check(sql`order_type in ('Online-Sell', 'POS-Sell')`),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`status in ('cart', 'pending_payment', 'paid', 'shipped', 'ready_for_pickup', 'completed', 'cancelled')`,
            ),
        )
        .addColumn('buyer_id', 'text', (c) => c.references('users.id'))
        .addColumn('seller_id', 'text', (c) => c.references('users.id'))
        .addColumn('cart_owner', 'text', (c) => c.unique())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('fee_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('profit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('holds_stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delivery_kind', 'text')
        .addColumn('delivery_name', 'text')
        .addColumn('delivery_phone', 'text')
        .addColumn('delivery_address', 'text')
        .addColumn('delivery_hours', 'text')
        .addColumn('payment_kind', 'text')
        .addColumn('payment_code_id', 'text')
        .addColumn('payment_label', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('placed_at', 'bigint')
        .addColumn('paid_at', 'bigint')
        .addColumn('shipped_at', 'bigint')
        .addColumn('completed_at', 'bigint')
        .addColumn('cancelled_at', 'bigint')
        .execute();
      await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyer_id', 'id']).execute();
      await db.schema.createIndex('orders_seller_idx').on('orders').columns(['seller_id', 'id']).execute();
      // the sales list and sale_data: a seller's paid orders by payment time
      await db.schema
        .createIndex('orders_seller_paid_idx')
        .on('orders')
        .columns(['seller_id', 'paid_at', 'id'])
        .execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text')
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('discount_bp', 'integer', (c) => c.notNull())
        .addColumn('cost_cents', 'bigint', (c) => c.notNull())
        .addColumn('unit_cents', 'bigint', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('fee_cents', 'bigint', (c) => c.notNull())
        .addColumn('profit_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'product_id'])
        .execute();
      await db.schema.createIndex('order_lines_product_idx').on('order_lines').column('product_id').execute();

      await db.schema
        .createTable('order_requests')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('idem_key', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_requests_pk', ['user_id', 'idem_key'])
        .execute();
    },
  },
};

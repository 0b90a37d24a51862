import { type Kysely, type Migration, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';

/**
 * Lines sold by weight (docs/decisions/0233-units-and-weight.md): a line keeps the unit its price was per, and
 * quantities are to the thousandth (0.75 catty). PostgreSQL's integer columns become numeric(14,3). SQLite keeps
 * a fraction in an integer-affinity column as a real, but order_lines' `quantity >= 1` check refuses 0.75: SQLite
 * cannot alter a check, so the table is rebuilt from its own recorded definition with `quantity > 0`.
 */
export const lineUnits: Record<string, Migration> = {
  '0730_orders_line_units': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('order_lines')
        .addColumn('unit', 'text', (c) => c.notNull().defaultTo('piece'))
        .execute();
      if (isSqlite(db)) {
        await rebuildSqliteLinesCheck(db);
        return;
      }
      await sql`alter table order_lines drop constraint order_lines_quantity_check`.execute(db);
      await sql`alter table order_lines alter column quantity type numeric(14, 3)`.execute(db);
      await sql`alter table order_lines add constraint order_lines_quantity_check check (quantity > 0)`.execute(
        db,
      );
      await sql`alter table order_refund_lines alter column quantity type numeric(14, 3)`.execute(db);
      await sql`alter table order_oversold alter column short_units type numeric(14, 3)`.execute(db);
    },
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
async function rebuildSqliteLinesCheck(db: Kysely<any>) {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'order_lines'`.execute(db);
  const table = rows.rows.find((r) => r.type === 'table');
  if (!table?.sql) throw new Error('order_lines has no recorded definition');
  const definition = table.sql.replace(/quantity\s*>=\s*1/, 'quantity > 0');
  if (definition === table.sql) throw new Error('order_lines: the quantity check was not found');
  const indexes = rows.rows.filter((r) => r.type === 'index' && r.sql);
  await sql
    .raw(definition.replace(/^CREATE TABLE\s+"?order_lines"?/i, 'CREATE TABLE "order_lines_units"'))
    .execute(db);
  await sql`insert into order_lines_units select * from order_lines`.execute(db);
  await sql`drop table order_lines`.execute(db);
  await sql`alter table order_lines_units rename to order_lines`.execute(db);
  for (const index of indexes) await sql.raw(index.sql!).execute(db);
}

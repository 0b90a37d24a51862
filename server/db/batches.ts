import type { Kysely } from 'kysely';

/**
 * Every row of a table in id order, `size` at a time, for a migration that rewrites or reads a big table
 * (a backfill): each batch is one keyset query, so memory stays flat however big the table is.
 */
export async function eachBatchById<Row extends { id: string }>(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
  db: Kysely<any>,
  opts: { table: string; columns: string[]; size: number; liveOnly?: boolean },
  handle: (rows: Row[]) => Promise<void>,
): Promise<void> {
  let after = '';
  for (;;) {
    let query = db
      .selectFrom(opts.table)
      .select(['id', ...opts.columns])
      .where('id', '>', after);
    if (opts.liveOnly) query = query.where('removed_at', 'is', null);
    const rows = (await query.orderBy('id').limit(opts.size).execute()) as Row[];
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    await handle(rows);
  }
}

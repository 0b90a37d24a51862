import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ShopSynonymsTable } from './tables';

export type ShopSynonymRow = Selectable<ShopSynonymsTable>;

/** The only place with SQL for `shop_synonyms` (docs/decisions/0290-shop-synonyms.md). */
export class ShopSynonymsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** a shop's words, group by group in her order */
  async of(sellerId: string): Promise<ShopSynonymRow[]> {
    return this.db
      .selectFrom('shop_synonyms')
      .selectAll()
      .where('seller_id', '=', sellerId)
      .orderBy('group_no')
      .orderBy('place')
      .execute();
  }

  /** a shop's groups replaced by these rows, in one transaction */
  async replace(sellerId: string, rows: ShopSynonymRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('shop_synonyms').where('seller_id', '=', sellerId).execute();
      if (rows.length > 0) await trx.insertInto('shop_synonyms').values(rows).execute();
    });
  }

  /**
   * For each folded word, the other words of every group that has it, with the group's shop: one indexed
   * lookup (by word) joined to its group's rows.
   */
  async alikeOf(words: string[]): Promise<{ asked: string; seller_id: string; word: string }[]> {
    if (words.length === 0) return [];
    return this.db
      .selectFrom('shop_synonyms as hit')
      .innerJoin('shop_synonyms as other', (j) =>
        j.onRef('other.seller_id', '=', 'hit.seller_id').onRef('other.group_no', '=', 'hit.group_no'),
      )
      .select(['hit.word as asked', 'other.seller_id as seller_id', 'other.word as word'])
      .where('hit.word', 'in', words)
      .whereRef('other.word', '<>', 'hit.word')
      .limit(2000)
      .execute();
  }
}

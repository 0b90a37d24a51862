import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The only place with SQL for `search_words`. */
export class SearchWordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(words: string[]): Promise<void> {
    if (words.length === 0) return;
    await this.db
      .insertInto('search_words')
      .values(words.map((word) => ({ word })))
      .onConflict((oc) => oc.column('word').doNothing())
      .execute();
  }

  /** which of these words are in the vocabulary */
  async known(words: string[]): Promise<string[]> {
    if (words.length === 0) return [];
    const rows = await this.db.selectFrom('search_words').select('word').where('word', 'in', words).execute();
    return rows.map((r) => r.word);
  }

  /** words starting with `prefix` whose length is within the range, for spelling suggestions */
  async withPrefix(prefix: string, minLength: number, maxLength: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('search_words')
      .select('word')
      // the prefix is Latin letters only (spelling.ts), so it needs no LIKE escaping
      .where('word', 'like', `${prefix}%`)
      .where((eb) => eb.between(eb.fn('length', ['word']), minLength, maxLength))
      .orderBy('word')
      .limit(limit)
      .execute();
    return rows.map((r) => r.word);
  }
}

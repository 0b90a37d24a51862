import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { contains } from '../db/text-search';
import { upsertRow } from '../db/upsert-row';
import type { CategoryNamesTable } from './tables';

export type CategoryNamesRow = Selectable<CategoryNamesTable>;

/** The only place with SQL for `category_names` (docs/decisions/0270-search-that-forgives.md). */
export class CategoryNamesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  save(row: CategoryNamesRow): Promise<void> {
    return upsertRow(this.db, 'category_names', 'name_key', row);
  }

  async find(nameKey: string): Promise<CategoryNamesRow | undefined> {
    return this.db
      .selectFrom('category_names')
      .selectAll()
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
  }

  /** every named category, by its key (the market's categories are at most a few thousand) */
  async all(limit: number): Promise<CategoryNamesRow[]> {
    return this.db.selectFrom('category_names').selectAll().orderBy('name_key').limit(limit).execute();
  }

  /** the categories one of whose folded names contains any of these folded words: key and folded names */
  async withWords(words: string[]): Promise<{ name_key: string; search_key: string }[]> {
    if (words.length === 0) return [];
    return this.db
      .selectFrom('category_names')
      .select(['name_key', 'search_key'])
      .where((eb) => eb.or(words.map((w) => contains('category_names.search_key', w))))
      .limit(200)
      .execute();
  }
}

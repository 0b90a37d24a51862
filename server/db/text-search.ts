import { type RawBuilder, sql } from 'kysely';

/**
 * "Contains" search in SQL, the same on SQLite and PostgreSQL (docs/decisions/0005-product-search-index.md,
 * docs/decisions/0237-search-matching.md): LIKE over a folded search text decides; a trigram index finds the
 * candidates (SQLite: an FTS5 table with the trigram tokenizer; PostgreSQL: pg_trgm's GIN index, which
 * serves the LIKE itself).
 */

/** `%`, `_` and the escape character itself match literally (ESCAPE '\' on both engines). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An FTS5 query for any of these literal phrases: double quotes inside are doubled, so nothing is an operator. */
export function ftsAnyOf(texts: string[]): string {
  return texts.map((t) => `"${t.toLowerCase().replace(/"/g, '""')}"`).join(' OR ');
}

export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${likeContains(text)} escape '\\'`;
}

/** where a table's folded search text is, and on SQLite its trigram table (`rowid` of the row it indexes) */
export interface TextIndex {
  column: string;
  /** SQLite only: the FTS5 trigram table over `column` and the row's rowid reference */
  trigram?: { table: string; rowid: string };
}

/** the trigram table can answer for these texts: SQLite, and every text 3 characters or more */
export function trigramServes(index: TextIndex, texts: string[]): boolean {
  return index.trigram !== undefined && texts.every((t) => [...t].length >= 3);
}

/**
 * The text contains any of these. On SQLite the trigram table answers when it can (`scan: false`): a phrase
 * of the trigram tokenizer over the already folded text matches exactly the texts containing it, so no LIKE
 * is needed after it; a text under 3 characters has no trigram and is matched by LIKE. PostgreSQL's pg_trgm
 * index serves the LIKE itself. `scan: true` asks for LIKE alone, for a common term the caller reads in
 * index order and stops early (a trigram lookup would list every match first).
 */
export function containsAny(index: TextIndex, texts: string[], scan = false): RawBuilder<boolean> {
  if (!scan && trigramServes(index, texts)) {
    const { table, rowid } = index.trigram!;
    return sql<boolean>`${sql.ref(rowid)} in (select rowid from ${sql.table(table)} where ${sql.table(table)} match ${ftsAnyOf(texts)})`;
  }
  return sql<boolean>`(${sql.join(
    texts.map((t) => contains(index.column, t)),
    sql` or `,
  )})`;
}

/**
 * The text contains, for every group, one of its texts. On SQLite with the trigram table, one FTS5 query
 * (`(a OR b) AND c`): FTS5 steps through the rarest phrase, where one `rowid in (…)` per group would first list
 * every row of a common one ("fine" in every description). Otherwise each group's containsAny.
 */
export function containsEvery(index: TextIndex, groups: string[][]): RawBuilder<boolean> {
  if (trigramServes(index, groups.flat())) {
    const { table, rowid } = index.trigram!;
    const query = groups.map((texts) => `(${ftsAnyOf(texts)})`).join(' AND ');
    return sql<boolean>`${sql.ref(rowid)} in (select rowid from ${sql.table(table)} where ${sql.table(table)} match ${query})`;
  }
  return sql<boolean>`(${sql.join(
    groups.map((texts) => containsAny(index, texts)),
    sql` and `,
  )})`;
}

/**
 * The vocabulary of search (docs/decisions/0237-search-matching.md): every Latin word of 4+ letters that a
 * product or a post has used, so a misspelt or plural query term expands only to words that exist. A word
 * is never taken out: one that no longer occurs expands a query to nothing more.
 */
export interface SearchWordsTable {
  word: string;
}

export interface SearchTables {
  search_words: SearchWordsTable;
}

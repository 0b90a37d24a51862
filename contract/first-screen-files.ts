/**
 * Beside the built index.html: per public page, the files its first screen loads beyond the entry (written by
 * scripts/vite-first-screens.ts, read by server/http/spa.ts; docs/decisions/0251-first-answers.md). Hidden, so it
 * is never served as a file. A file of its own, with no imports, because the build's config reads it.
 */
export const FIRST_SCREENS_FILE = '.first-screens.json';

/**
 * per page, the built files its first screen loads beyond the entry: its chunks, its text per language, and per
 * language other than English the chunk that maps that language's text files (web/i18n/maps)
 */
export type FirstScreenFiles = Record<
  string,
  { modules: string[]; text: Record<string, string[]>; textMaps?: Record<string, string[]> }
>;

/** Recent market searches (spec: /searchSuggestion), newest first, kept in local storage. */
export const RECENT_KEY = 'marketRecentSearches';
export const RECENT_MAX = 10;

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((s): s is string => typeof s === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

function write(list: string[]): string[] {
  if (list.length === 0) localStorage.removeItem(RECENT_KEY);
  else localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  return list;
}

/** Moves the term to the front (case-insensitive duplicates dropped), at most RECENT_MAX. */
export function pushRecent(list: string[], term: string): string[] {
  const t = term.trim();
  if (!t) return list;
  return [t, ...list.filter((s) => s.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_MAX);
}

export function rememberSearch(term: string): string[] {
  return write(pushRecent(readRecent(), term));
}

export function forgetSearch(term: string): string[] {
  return write(readRecent().filter((s) => s !== term));
}

export function clearRecent(): string[] {
  return write([]);
}

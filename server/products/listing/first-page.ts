/**
 * A search's first page from the newest matches alone (docs/decisions/0237-search-matching.md, "A first page
 * without ranking every match"). The page is ordered by match level, then in stock first, then by id (the list's
 * order); the matches read are the first ones in id order. The page made from them is the true first page when
 * no match beyond them ranks above its last product: one of the same level and stock would come after it (its
 * id is further on), so only a better level, or for a sold-out last product the same level in stock, could.
 */

/** a match as read in id order: its level (0 best … 6) and 0 in stock / 1 sold out */
export interface ReadMatch {
  id: string;
  level: number;
  stock: number;
}

/** the worst level of the search ranking (a term only through a slip or a synonym) */
export const WORST_LEVEL = 6;

/**
 * The first `limit` of the matches read, and `noneBelow`: the level that no match beyond them may be under
 * for the page to be exact (0: nothing to check). Null when they cannot make the page: too few read, or its
 * last product is sold out at the worst level (every match beyond would have to be checked).
 * `complete`: the matches read are all there are.
 */
export function firstPageOf(
  read: readonly ReadMatch[],
  limit: number,
  complete: boolean,
): { ids: string[]; noneBelow: number } | null {
  // a stable sort: within a level and stock, the order read (the list's id order) stays
  const ranked = [...read].sort((a, b) => a.level - b.level || a.stock - b.stock);
  const ids = ranked.slice(0, limit).map((m) => m.id);
  if (complete) return { ids, noneBelow: 0 };
  if (ranked.length < limit) return null;
  const last = ranked[limit - 1]!;
  const noneBelow = last.stock === 0 ? last.level : last.level + 1;
  return noneBelow > WORST_LEVEL ? null : { ids, noneBelow };
}

/** the first string after every string starting with `prefix`, in code point order (a prefix as a range) */
export function afterPrefix(prefix: string): string | null {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()!;
    // past a surrogate's range no code point follows inside UTF-16; skip to the next one that exists
    const next = last === 0xd7ff ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return String.fromCodePoint(...points, next);
  }
  return null;
}

import { type Customer, MEMBER_QR_PREFIX } from '../../contract/customers';
import { fromCents } from '../../contract/money';
import { foldForSearch } from '../search/fold';
import type { CustomerRow } from './repository';

/** a phone's digits without Hong Kong's country code (what the search and the uniqueness go by) */
export function phoneKeyOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('852') ? digits.slice(3) : digits;
}

export function nameKeyOf(name: string): string {
  return foldForSearch(name).replace(/[%_\\]/g, '');
}

/** a search for a name or digits of a phone; null for none */
export function searchOf(q: string | undefined): { nameKey: string; digits: string } | null {
  const text = (q ?? '').trim();
  if (text === '') return null;
  const digits = /^[\d\s+\-()]+$/.test(text) ? phoneKeyOf(text) : '';
  return { nameKey: digits ? '' : nameKeyOf(text), digits };
}

export function tagsOf(row: CustomerRow): string[] {
  try {
    const tags = JSON.parse(row.tags_json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export const memberQr = (code: string) => `${MEMBER_QR_PREFIX}${code}`;

/** one entry's sales figures, its aliases' together */
export interface EntryFigures {
  visits: number;
  spentCents: number;
  first: number | null;
  last: number | null;
}

export const NO_FIGURES: EntryFigures = { visits: 0, spentCents: 0, first: null, last: null };

export function addFigures(a: EntryFigures, b: EntryFigures): EntryFigures {
  return {
    visits: a.visits + b.visits,
    spentCents: a.spentCents + b.spentCents,
    first: a.first === null ? b.first : b.first === null ? a.first : Math.min(a.first, b.first),
    last: a.last === null ? b.last : b.last === null ? a.last : Math.max(a.last, b.last),
  };
}

export function customerOf(
  row: CustomerRow,
  facts: {
    figures: EntryFigures;
    follows: boolean;
    favourites?: Customer['favourites'];
    userId: string | null;
    points: number;
    stamps: number;
    stampsCard: number;
  },
): Customer {
  return {
    customer_id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    user_id: facts.userId,
    follows: facts.follows,
    notes: row.notes,
    tags: tagsOf(row),
    visits: facts.figures.visits,
    first_visit: facts.figures.first,
    last_visit: facts.figures.last,
    spent: fromCents(facts.figures.spentCents),
    points: facts.points,
    stamps: facts.stamps,
    stamps_card: facts.stampsCard,
    favourites: facts.favourites ?? [],
    created_at: row.created_at,
  };
}

import { WIDE_PATHS } from './route-table';

/**
 * How a back-office screen uses a laptop's width (docs/decisions/0175, 0273-laptop-back-office.md), by path:
 * `full` screens (tables, two panes) take the whole width beside the side navigation; `form` screens (settings,
 * one form or one list of cards) keep a readable column centred beside it. Any other path is the phone column.
 */
export type WideKind = 'full' | 'form';

/** Screens that are one form or one short list: a wide line of text is hard to read, so they keep 48 rem. */
const FORM_PATHS: ReadonlySet<string> = new Set([
  '/day-close',
  '/delivery-fees',
  '/search-words',
  '/staff',
  // the shop's customers: a searchable list of cards (docs/decisions/0282-customers.md)
  '/customers',
  '/shop-reviews',
  '/payment-codes',
  '/quick-keys',
  '/quick-replies',
  '/store-pickup',
]);

function normal(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

const FULL = new Set([...WIDE_PATHS].map(normal));
const FORM = new Set([...FORM_PATHS].map(normal));

/** React Router matches paths case-insensitively (/addProduct and /AddProduct), so this does too. */
export function wideKind(pathname: string): WideKind | null {
  const path = normal(pathname);
  if (FULL.has(path)) return 'full';
  if (FORM.has(path)) return 'form';
  return null;
}

/** Every back-office path laid out for a laptop, for the browser test that visits them all. */
export const BACK_OFFICE_PATHS: readonly string[] = [...WIDE_PATHS, ...FORM_PATHS];

import type { z } from 'zod';
import type { ImportProblem, importProducts } from '../../../contract/data-exchange';
import type { VariantInput } from '../../../contract/products';
import type { StoredProduct } from '../product-rows';
import { parseImagePaths } from '../product-view';
import { englishOf } from './import-problems';

type ImportResult = z.input<typeof importProducts.output>;

/** A file refused whole: nothing of it is read further. */
export function fileAnswer(problems: ImportProblem[], ignored: string[]): ImportResult {
  return {
    rows: [],
    errors: problems.map(englishOf),
    problems,
    ignored_columns: ignored,
    committed: false,
    created: 0,
    updated: 0,
  };
}

/**
 * A CSV saved in Big5 or GBK (Excel's plain "CSV" on a Chinese Windows) has bytes UTF-8 cannot read, which a
 * browser's reading turns into U+FFFD. (An .xlsx or a picture has NUL characters, which the API refuses in any
 * text: the app tells those apart before sending; docs/decisions/0265-import-error-words.md.)
 */
export function unreadableFile(text: string): 'not_utf8' | null {
  return text.includes('\uFFFD') ? 'not_utf8' : null;
}

export const OPEN_PRICE_YES = /^(yes|y|true|1|是)$/i;
export const OPEN_PRICE_NO = /^(no|n|false|0|否)$/i;

export type VariantInputValue = z.output<typeof VariantInput>;

export function imagePaths(p: StoredProduct): string {
  return imagePathsOf(p)
    .map((path) => `/img/${path}`)
    .join(' ');
}

/** a product's uploaded image paths (as the product form keeps them) */
export function imagePathsOf(p: StoredProduct): string[] {
  return parseImagePaths(p.image_paths);
}

/** "HK$1,234.50", "1234.5", "$12" → 1234.5; anything else stays text, for the schema to refuse with its message */
export function money(text: string): number | string {
  const clean = text
    .replace(/^(HK)?\$/i, '')
    .replace(/,/g, '')
    .trim();
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : text;
}

export function number(text: string): number | string {
  const clean = text.replace(/,/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : text;
}

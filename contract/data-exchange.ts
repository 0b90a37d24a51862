import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Empty } from './common';
import { HkDate, SaleChannel } from './orders';

/**
 * The seller's data in and out as CSV (issue 27; docs/decisions/0174-csv-import-export.md): UTF-8 with a
 * byte-order mark, so Excel opens Chinese correctly. An export answers the file's name and text (the app
 * saves it); an import is checked whole first (a preview with each row's action and problems) and written
 * only when asked and only if no row has a problem, in one transaction.
 */
export const CsvFile = z.object({ filename: z.string(), csv: z.string() });

export const PRODUCT_IMPORT_ROWS_MAX = 2000;
/** about 1 MB of CSV: the request's body limit (BODY_LIMIT_BYTES, 1 MiB by default) answers 413 above it */
export const PRODUCT_IMPORT_CHARS_MAX = 1_000_000;

export const exportProducts = defineCall({
  path: '/res/product/export_csv',
  summary: 'The caller’s live products as CSV (the same columns the import reads).',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: CsvFile,
});

export const IMPORT_NOTES = ['images_not_imported', 'id_not_yours'] as const;

/** The columns of the product file, which the export writes and the import reads (docs/decisions/0174, 0263). */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  /**
   * a product with variants has a row per variant, like Shopify's option rows (docs/decisions/0263-product-files.md):
   * the same `id` and `name` on each, the variant's own id and name, price, cost, quantity, discount and barcode;
   * the product's own fields (description, category, unit, size, open price, images) on its first row only
   */
  'variant_id',
  'variant',
  'description',
  'category',
  'price',
  /** "yes": its price is typed at the till (docs/decisions/0231-open-price.md); price and quantity are then empty */
  'open_price',
  'cost',
  'quantity',
  /** piece (or empty), catty, tael, kg, g or lb (docs/decisions/0233-units-and-weight.md) */
  'unit',
  'discount',
  'size',
  'barcode',
  'images',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/**
 * What can be wrong with a product file, as codes the app words in the seller's language
 * (docs/decisions/0265-import-error-words.md). The first group is about the file itself, the rest about one cell.
 */
export const IMPORT_PROBLEM_CODES = [
  // the file (the first four the app finds before sending it: the API refuses a text with a NUL character)
  'not_csv',
  'spreadsheet',
  'file_too_big',
  'not_utf8',
  'empty',
  'no_name_column',
  'repeated_column',
  'too_many_rows',
  'quotes',
  'changed_meanwhile',
  // a row or a cell
  'too_many_cells',
  'required',
  'not_number',
  'negative',
  'too_big',
  'decimals',
  'whole',
  'too_long',
  'hidden_characters',
  'one_of',
  'yes_or_no',
  'prohibited',
  'too_many',
  'barcode_chars',
  'barcode_repeated',
  'barcode_taken',
  'variant_repeated',
  'variant_id_repeated',
  'too_many_variants',
  'open_price_variants',
  'invalid',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** A problem's particulars, each only where its code has one. */
export const ImportProblemParams = z.object({
  /** what the cell holds, shortened to 40 characters (or the repeated barcode, variant name, column) */
  value: z.string().optional(),
  /** a limit: the most characters, decimals, categories, variants or rows; the largest figure; a file's megabytes */
  max: z.number().optional(),
  /** how many there are: characters in the cell, rows in the file, cells in the row */
  count: z.number().int().optional(),
  /** how many cells a row should have (the header's) */
  expected: z.number().int().optional(),
  /** the other row with the same barcode, variant name or variant id */
  other_row: z.number().int().optional(),
  /** what the column takes (units, sizes) or what the header has, comma-separated as typed in the file */
  choices: z.string().optional(),
});
export type ImportProblemParams = z.infer<typeof ImportProblemParams>;

export const ImportProblem = z.object({
  /** the row as a spreadsheet numbers it (the header is row 1); absent for the whole file */
  row: z.number().int().optional(),
  /** the column (lower case, as in PRODUCT_COLUMNS); absent for the whole row or file */
  column: z.enum(PRODUCT_COLUMNS).optional(),
  code: z.enum(IMPORT_PROBLEM_CODES),
  params: ImportProblemParams,
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportRow = z.object({
  /** the row as a spreadsheet numbers it (the header is row 1; blank rows count) */
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  name: z.string(),
  /** the row's problems in plain English (`problems` says the same as codes, which the app words) */
  errors: z.array(z.string()),
  /** the row's problems, each with its row, column, code and particulars */
  problems: z.array(ImportProblem),
  /** what happens besides: the images column is left out; an id not among the caller's products makes a new one */
  notes: z.array(z.enum(IMPORT_NOTES)),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const importProducts = defineCall({
  path: '/res/product/import_csv',
  summary:
    'Checks a CSV of products (columns: id, name, variant_id, variant, description, category, price, open_price, cost, quantity, unit, discount, size, barcode; others are ignored and listed) and, with commit: true and no problem in any row, creates them (or updates the caller’s products whose id is given) in one transaction. Images are not imported: nothing is fetched from outside. Each problem comes as a code with its row (a spreadsheet’s numbering, the header is row 1), column and particulars, and in plain English.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    csv: z.string().max(PRODUCT_IMPORT_CHARS_MAX),
    commit: z.boolean().default(false),
  }),
  output: z.object({
    rows: z.array(ImportRow),
    /** problems of the file itself (not a row's), in plain English */
    errors: z.array(z.string()),
    /** the same as codes, each with the row it is on where it has one */
    problems: z.array(ImportProblem),
    /** header cells the import does not read (a misspelt "Price (HKD)" is not the price) */
    ignored_columns: z.array(z.string()),
    committed: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
  }),
});

export const exportSales = defineCall({
  path: '/res/order/export_sales_csv',
  summary:
    'The caller’s sales of a range of Hong Kong dates as CSV, one row per sold line and one per refunded line (negative), with fee and profit.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({ from: HkDate, to: HkDate, channel: SaleChannel.default('all') }),
  output: CsvFile,
});

export const exportOrders = defineCall({
  path: '/res/order/export_orders_csv',
  summary:
    'The caller’s orders (as seller or as buyer) placed in a range of Hong Kong dates as CSV, one row per line.',
  auth: 'required',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({ role: z.enum(['seller', 'buyer']).default('buyer'), from: HkDate, to: HkDate }),
  output: CsvFile,
});

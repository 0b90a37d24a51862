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

export const ImportRow = z.object({
  /** the row's line in the file (the header is line 1) */
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  name: z.string(),
  errors: z.array(z.string()),
  /** what happens besides: the images column is left out; an id not among the caller's products makes a new one */
  notes: z.array(z.enum(IMPORT_NOTES)),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const importProducts = defineCall({
  path: '/res/product/import_csv',
  summary:
    'Checks a CSV of products (columns: id, name, description, category, price, cost, quantity, discount, size, barcode; others are ignored) and, with commit: true and no problem in any row, creates them (or updates the caller’s products whose id is given) in one transaction. Images are not imported: nothing is fetched from outside.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    csv: z.string().max(PRODUCT_IMPORT_CHARS_MAX),
    commit: z.boolean().default(false),
  }),
  output: z.object({
    rows: z.array(ImportRow),
    /** problems of the file itself (not a row's) */
    errors: z.array(z.string()),
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

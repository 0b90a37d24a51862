import type { z } from 'zod';
import type { ImportRow, importProducts } from '../../../contract/data-exchange';
import { PRODUCT_IMPORT_ROWS_MAX } from '../../../contract/data-exchange';
import { fromCents, percentToBasisPoints, toCents } from '../../../contract/money';
import { create } from '../../../contract/products';
import { DEFAULT_STEP, quantityProblem } from '../../../contract/units';
import { csvFilename, parseCsv, toCsv, unescapeFormula } from '../../csv/csv';
import { newId } from '../../db/ids';
import type { SessionUser } from '../../http/context';
import type { SearchVocabulary } from '../../search/service';
import type { ProductsRepository, ProductValues, StoredProduct } from '../repository';
import { stockOf } from '../service';

type ImportInput = z.output<typeof importProducts.input>;
type ImportResult = z.input<typeof importProducts.output>;

/** The columns of the export, which the import reads back (docs/decisions/0174-csv-import-export.md). */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'price',
  'cost',
  'quantity',
  /** piece (or empty), catty, tael, kg, g or lb (docs/decisions/0233-units-and-weight.md) */
  'unit',
  'discount',
  'size',
  'barcode',
  'images',
] as const;

/** categories in one cell: "Dried goods; Gifts" (also the Chinese list marks 、 and ；) */
const CATEGORY_SEPARATOR = /\s*[;；、]\s*/;

/** What a row may hold: a product's fields as /res/product/create takes them, without its images. */
const RowFields = create.input.omit({ imagePath: true });

export class ProductCsv {
  constructor(
    private readonly repo: ProductsRepository,
    /** imported names and descriptions teach search their words (docs/decisions/0237-search-matching.md) */
    private readonly vocabulary: SearchVocabulary,
    /** told after an import commits: ranked searches asked a moment ago are forgotten */
    private readonly imported: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  async export(user: SessionUser): Promise<{ filename: string; csv: string }> {
    const products = await this.repo.allLiveOf(user.id);
    const rows = products.map((p) => [
      p.id,
      p.name,
      p.description,
      p.categories.join('; '),
      fromCents(p.price_cents).toFixed(2),
      fromCents(p.cost_cents).toFixed(2),
      // a product with variants: their sum (an import leaves the variants' own stock as it is; decision 0236)
      stockOf(p),
      p.unit,
      p.discount_bp / 100,
      p.size ?? '',
      p.barcode ?? '',
      imagePathsOf(p)
        .map((path) => `/img/${path}`)
        .join(' '),
    ]);
    return { filename: csvFilename('products', this.now()), csv: toCsv(PRODUCT_COLUMNS, rows) };
  }

  /** Checks every row; writes only with `commit` and only if no row has a problem, all in one transaction. */
  async import(input: ImportInput, user: SessionUser): Promise<ImportResult> {
    const parsed = parseCsv(input.csv);
    const fileErrors = parsed.errors.map((e) => `line ${e.row}: ${e.message}`);
    if (!parsed.columns.map((c) => c.toLowerCase()).includes('name'))
      fileErrors.push('the file has no "name" column');
    if (parsed.rows.length === 0) fileErrors.push('the file has no products');
    if (parsed.rows.length > PRODUCT_IMPORT_ROWS_MAX) {
      fileErrors.push(
        `at most ${PRODUCT_IMPORT_ROWS_MAX} products in one file (this one has ${parsed.rows.length})`,
      );
    }
    if (fileErrors.length > 0)
      return { rows: [], errors: fileErrors, committed: false, created: 0, updated: 0 };

    const own = new Map((await this.repo.allLiveOf(user.id)).map((p) => [p.id, p]));
    const barcodes = new Map(
      [...own.values()].flatMap((p) => (p.barcode ? [[p.barcode, p.id] as const] : [])),
    );
    const seenBarcodes = new Map<string, number>();
    const now = this.now();
    const creates: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
    const updates: (ProductValues & { id: string; now: number })[] = [];
    const rows: ImportRow[] = parsed.rows.map((raw, i) => {
      const line = i + 2;
      const cell = (name: string) => unescapeFormula((raw[name] ?? '').trim());
      const id = cell('id');
      const existing = id ? own.get(id) : undefined;
      const row: ImportRow = {
        line,
        action: existing ? 'update' : 'create',
        name: cell('name'),
        errors: [],
        notes: [],
      };
      if (id && !existing) row.notes.push('id_not_yours');
      if (cell('images')) row.notes.push('images_not_imported');

      const fields = RowFields.safeParse({
        name: cell('name'),
        description: cell('description') || cell('name'),
        price: money(cell('price')),
        cost: cell('cost') === '' ? 0 : money(cell('cost')),
        quantity: cell('quantity') === '' ? 0 : number(cell('quantity')),
        ...(cell('unit') === '' ? {} : { unit: cell('unit').toLowerCase() }),
        discount: cell('discount') === '' ? 0 : number(cell('discount').replace(/%$/, '')),
        size: cell('size').toUpperCase() || null,
        barcode: cell('barcode') || null,
        category: cell('category') ? cell('category').split(CATEGORY_SEPARATOR).filter(Boolean) : [],
      });
      if (!fields.success) {
        row.errors.push(
          ...fields.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`),
        );
        return row;
      }
      const f = fields.data;
      // an empty unit keeps the product's (a new one is sold by the piece); pieces are whole
      const unit = f.unit ?? existing?.unit ?? 'piece';
      if (quantityProblem(f.quantity, unit) === 'whole') {
        row.errors.push('quantity: a product sold by the piece takes whole numbers');
      }
      if (f.barcode) {
        const owner = barcodes.get(f.barcode);
        const firstLine = seenBarcodes.get(f.barcode);
        if (firstLine) row.errors.push(`barcode: ${f.barcode} is on line ${firstLine} too`);
        else if (owner && owner !== existing?.id)
          row.errors.push(`barcode: you already have a product with ${f.barcode}`);
        seenBarcodes.set(f.barcode, line);
      }
      if (row.errors.length > 0) return row;
      const values: ProductValues = {
        name: f.name,
        description: f.description,
        price_cents: toCents(f.price),
        cost_cents: toCents(f.cost),
        discount_bp: percentToBasisPoints(f.discount),
        quantity: f.quantity,
        ...(f.unit && f.unit !== existing?.unit ? { unit: f.unit, step: DEFAULT_STEP[f.unit] } : {}),
        size: f.size ?? null,
        barcode: f.barcode || null,
        // an update keeps the product's photos; a new product starts without
        imagePaths: existing ? imagePathsOf(existing) : [],
        categories: f.category,
      };
      if (existing) updates.push({ ...values, id: existing.id, now });
      else creates.push({ ...values, id: newId(), sellerId: user.id, now });
      return row;
    });

    const clean = rows.every((r) => r.errors.length === 0);
    const committed = input.commit && clean ? await this.repo.importBatch(creates, updates) : false;
    if (committed) {
      this.imported();
      await this.vocabulary.learn(
        [...creates, ...updates].flatMap((p) => [p.name, p.description, ...p.categories]),
      );
    }
    return {
      rows,
      errors:
        input.commit && clean && !committed
          ? ['a product changed while importing: nothing was written, try again']
          : [],
      committed,
      created: committed ? creates.length : 0,
      updated: committed ? updates.length : 0,
    };
  }
}

function imagePathsOf(p: StoredProduct): string[] {
  const value: unknown = JSON.parse(p.image_paths);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** "HK$1,234.50", "1234.5", "$12" → 1234.5; anything else stays text, for the schema to refuse with its message */
function money(text: string): number | string {
  const clean = text
    .replace(/^(HK)?\$/i, '')
    .replace(/,/g, '')
    .trim();
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : text;
}

function number(text: string): number | string {
  const clean = text.replace(/,/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : text;
}

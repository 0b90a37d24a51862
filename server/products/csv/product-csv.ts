import type { z } from 'zod';
import type {
  ImportProblem,
  ImportRow,
  importProducts,
  ProductColumn,
} from '../../../contract/data-exchange';
import { PRODUCT_COLUMNS, PRODUCT_IMPORT_ROWS_MAX } from '../../../contract/data-exchange';
import { fromCents, percentToBasisPoints, toCents } from '../../../contract/money';
import { create, VARIANTS_MAX, VariantInput } from '../../../contract/products';
import { DEFAULT_STEP, quantityProblem } from '../../../contract/units';
import { type Cell, type CsvRow, csvFilename, parseCsv, toCsv, unescapeFormula } from '../../csv/csv';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { SearchVocabulary } from '../../search/service';
import { staffIdOf } from '../../staff/permissions';
import type { ProductRepositories } from '../product-repositories';
import type { ProductValues, VariantValues } from '../product-rows';
import { cheapestOf, variantValuesOf } from '../product-rules';
import {
  fileAnswer,
  imagePaths,
  imagePathsOf,
  money,
  number,
  OPEN_PRICE_NO,
  OPEN_PRICE_YES,
  unreadableFile,
  type VariantInputValue,
} from './csv-cells';
import { englishOf, problemsOfIssues, quoted } from './import-problems';

type ImportInput = z.output<typeof importProducts.input>;
type ImportResult = z.input<typeof importProducts.output>;

/** The columns of the export, which the import reads back (docs/decisions/0174-csv-import-export.md). */
export { PRODUCT_COLUMNS };

/** categories in one cell: "Dried goods; Gifts" (also the Chinese list marks 、 and ；) */
const CATEGORY_SEPARATOR = /\s*[;；、]\s*/;

/** What a row may hold: a product's fields as /res/product/create takes them, without its images. */
const RowFields = create.input.omit({ imagePath: true });

export class ProductCsv {
  constructor(
    /** the live products it exports (reads) and the import's one transaction (writes) */
    private readonly repos: Pick<ProductRepositories, 'reads' | 'writes'>,
    /** imported names and descriptions teach search their words (docs/decisions/0237-search-matching.md) */
    private readonly vocabulary: SearchVocabulary,
    /** told after an import commits: ranked searches asked a moment ago are forgotten */
    private readonly imported: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  async export(user: SessionUser): Promise<{ filename: string; csv: string }> {
    const products = await this.repos.reads.allLiveOf(user.id);
    const rows = products.flatMap((p): Cell[][] => {
      const openPrice = Number(p.open_price) === 1;
      // the product's own fields, on its first row
      const own = (first: boolean): Cell[] => (first ? [p.description, p.categories.join('; ')] : ['', '']);
      if (p.variants.length === 0) {
        return [
          [
            p.id,
            p.name,
            '',
            '',
            ...own(true),
            openPrice ? '' : fromCents(p.price_cents).toFixed(2),
            openPrice ? 'yes' : '',
            fromCents(p.cost_cents).toFixed(2),
            // an open-price product's stock is not counted (decision 0263)
            openPrice ? '' : Number(p.quantity),
            p.unit,
            p.discount_bp / 100,
            p.size ?? '',
            p.barcode ?? '',
            imagePaths(p),
          ],
        ];
      }
      return p.variants.map((v, i) => [
        p.id,
        p.name,
        v.id,
        v.name,
        ...own(i === 0),
        fromCents(v.price_cents).toFixed(2),
        '',
        fromCents(v.cost_cents).toFixed(2),
        v.quantity,
        i === 0 ? p.unit : '',
        v.discount_bp / 100,
        i === 0 ? (p.size ?? '') : '',
        v.barcode ?? '',
        i === 0 ? imagePaths(p) : '',
      ]);
    });
    return { filename: csvFilename('products', this.now()), csv: toCsv(PRODUCT_COLUMNS, rows) };
  }

  /**
   * Checks every row; writes only with `commit` and only if no row has a problem, all in one transaction. Each
   * problem is a code on its row and column, which the app words (docs/decisions/0265-import-error-words.md).
   */
  async import(input: ImportInput, user: SessionUser): Promise<ImportResult> {
    const unread = unreadableFile(input.csv);
    if (unread) return fileAnswer([{ code: unread, params: {} }], []);
    const parsed = parseCsv(input.csv);
    const ignored = parsed.headers.filter(
      (h, i) => h !== '' && !(PRODUCT_COLUMNS as readonly string[]).includes(parsed.columns[i]!),
    );
    const fileProblems: ImportProblem[] = parsed.errors.map((e) => ({
      row: e.row,
      code: 'quotes',
      params: {},
    }));
    if (parsed.headers.length === 0 && parsed.rows.length === 0)
      fileProblems.push({ code: 'empty', params: {} });
    else if (!parsed.columns.includes('name'))
      fileProblems.push({ code: 'no_name_column', params: { choices: quoted(parsed.headers.join(', ')) } });
    else if (parsed.rows.length === 0) fileProblems.push({ code: 'empty', params: {} });
    const repeated = parsed.columns.filter((c, i) => c !== '' && parsed.columns.indexOf(c) !== i);
    for (const c of new Set(repeated)) fileProblems.push({ code: 'repeated_column', params: { value: c } });
    if (parsed.rows.length > PRODUCT_IMPORT_ROWS_MAX) {
      fileProblems.push({
        code: 'too_many_rows',
        params: { max: PRODUCT_IMPORT_ROWS_MAX, count: parsed.rows.length },
      });
    }
    if (fileProblems.length > 0) return fileAnswer(fileProblems, ignored);

    const own = new Map((await this.repos.reads.allLiveOf(user.id)).map((p) => [p.id, p]));
    // a variant's barcode is its product's too: another product may not take it
    const barcodes = new Map(
      [...own.values()].flatMap((p) =>
        [p.barcode, ...p.variants.map((v) => v.barcode)].flatMap((code) =>
          code ? [[code, p.id] as const] : [],
        ),
      ),
    );
    const seenBarcodes = new Map<string, number>();
    const hasOpenPriceColumn = parsed.columns.includes('open_price');
    const now = this.now();
    // the member acting at a till, on the stock history the import writes (decision 0280)
    const staffId = staffIdOf(user);
    const creates: (ProductValues & { id: string; sellerId: string; now: number })[] = [];
    const updates: (ProductValues & { id: string; now: number })[] = [];
    const cellsOf = (raw: CsvRow) => (name: ProductColumn) => unescapeFormula((raw.cells[name] ?? '').trim());
    // variant rows of one product: the same id, or without one the same name (Shopify's Handle; decision 0263)
    const groups = new Map<string, number[]>();
    parsed.rows.forEach((raw, i) => {
      const cell = cellsOf(raw);
      if (!cell('variant')) return;
      const key = cell('id') ? `id ${cell('id')}` : `name ${cell('name').toLowerCase()}`;
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    const groupOf = new Map([...groups.values()].flatMap((list) => list.map((i) => [i, list] as const)));

    const rows: ImportRow[] = parsed.rows.map((raw, i) => {
      const cell = cellsOf(raw);
      const id = cell('id');
      const existing = id ? own.get(id) : undefined;
      const row: ImportRow = {
        line: raw.row,
        action: existing ? 'update' : 'create',
        name: groupOf.has(i) ? `${cell('name')} · ${cell('variant')}` : cell('name'),
        errors: [],
        problems: [],
        notes: [],
      };
      if (id && !existing) row.notes.push('id_not_yours');
      if (cell('images')) row.notes.push('images_not_imported');
      return row;
    });
    const report = (...problems: ImportProblem[]) => {
      for (const p of problems) {
        const row = rows.find((r) => r.line === p.row)!;
        row.problems.push(p);
        row.errors.push(englishOf(p));
      }
    };
    const hasProblems = (indexes: readonly number[]) => indexes.some((i) => rows[i]!.problems.length > 0);
    const checkBarcode = (line: number, code: string | null | undefined, productId: string | undefined) => {
      if (!code) return;
      const owner = barcodes.get(code);
      const firstLine = seenBarcodes.get(code);
      if (firstLine)
        report({
          row: line,
          column: 'barcode',
          code: 'barcode_repeated',
          params: { value: code, other_row: firstLine },
        });
      else if (owner && owner !== productId)
        report({ row: line, column: 'barcode', code: 'barcode_taken', params: { value: code } });
      seenBarcodes.set(code, line);
    };
    // a cell as the seller typed it, for a field's problem (a category's one name for `category.1`)
    const cellFor =
      (raw: CsvRow, columnOf: (field: string) => ProductColumn) => (path: readonly PropertyKey[]) => {
        const column = columnOf(String(path[0] ?? 'name'));
        const text = cellsOf(raw)(column);
        if (column === 'category' && typeof path[1] === 'number')
          return text.split(CATEGORY_SEPARATOR).filter(Boolean)[path[1]] ?? text;
        return text;
      };

    parsed.rows.forEach((raw, i) => {
      const cell = cellsOf(raw);
      const line = raw.row;
      if (raw.width > parsed.columns.length) {
        report({
          row: line,
          code: 'too_many_cells',
          params: { expected: parsed.columns.length, count: raw.width },
        });
      }
      const group = groupOf.get(i);
      // a later variant row: its product is read (and its problems reported) with the group's first row
      if (group && group[0] !== i) return;
      const existing = cell('id') ? own.get(cell('id')) : undefined;

      const openPriceCell = cell('open_price');
      if (
        hasOpenPriceColumn &&
        openPriceCell !== '' &&
        !OPEN_PRICE_YES.test(openPriceCell) &&
        !OPEN_PRICE_NO.test(openPriceCell)
      )
        report({
          row: line,
          column: 'open_price',
          code: 'yes_or_no',
          params: { value: quoted(openPriceCell) },
        });
      const openPrice = hasOpenPriceColumn ? OPEN_PRICE_YES.test(openPriceCell) : undefined;
      const fields = RowFields.safeParse({
        name: cell('name'),
        description: cell('description') || cell('name'),
        // an open-price product's price is typed at the till and its stock is not counted (decision 0263)
        price: openPrice && cell('price') === '' ? 0 : money(cell('price')),
        cost: cell('cost') === '' ? 0 : money(cell('cost')),
        quantity: cell('quantity') === '' || group ? 0 : number(cell('quantity')),
        ...(cell('unit') === '' ? {} : { unit: cell('unit').toLowerCase() }),
        discount: cell('discount') === '' ? 0 : number(cell('discount').replace(/%$/, '')),
        size: cell('size').toUpperCase() || null,
        barcode: group ? null : cell('barcode') || null,
        category: cell('category') ? cell('category').split(CATEGORY_SEPARATOR).filter(Boolean) : [],
        ...(openPrice === undefined ? {} : { open_price: openPrice }),
      });
      if (!fields.success) {
        const columnOf = (field: string) => field as ProductColumn;
        report(
          ...problemsOfIssues(fields.error, line, columnOf, cellFor(raw, columnOf)).filter(
            // an empty description is the name's: the name's problem says it
            (p) => !(p.column === 'description' && cell('description') === ''),
          ),
        );
        return;
      }
      const f = { ...fields.data, price: fields.data.price ?? 0, cost: fields.data.cost ?? 0 };
      const productOpenPrice = f.open_price ?? Number(existing?.open_price ?? 0) === 1;
      // an open-price product's stock is not counted (decision 0263)
      const quantity = productOpenPrice ? 0 : (fields.data.quantity ?? 0);
      // an empty unit keeps the product's (a new one is sold by the piece); pieces are whole
      const unit = f.unit ?? existing?.unit ?? 'piece';
      if (quantityProblem(quantity, unit) === 'whole')
        report({ row: line, column: 'quantity', code: 'whole', params: { value: cell('quantity') } });
      checkBarcode(line, f.barcode, existing?.id);

      let variants: VariantValues[] | undefined;
      if (group) {
        if (productOpenPrice)
          report({ row: line, column: 'open_price', code: 'open_price_variants', params: {} });
        if (group.length > VARIANTS_MAX) {
          report({
            row: line,
            column: 'variant',
            code: 'too_many_variants',
            params: { max: VARIANTS_MAX, count: group.length },
          });
        }
        const names = new Map<string, number>();
        const ids = new Map<string, number>();
        const inputs: VariantInputValue[] = [];
        for (const index of group) {
          const variantRow = parsed.rows[index]!;
          const v = cellsOf(variantRow);
          const at = variantRow.row;
          const parsedVariant = VariantInput.safeParse({
            // a variant id of this product changes that variant; any other adds one
            ...(existing?.variants.some((x) => x.id === v('variant_id')) ? { _id: v('variant_id') } : {}),
            name: v('variant'),
            price: money(v('price')),
            cost: v('cost') === '' ? 0 : money(v('cost')),
            quantity: v('quantity') === '' ? 0 : number(v('quantity')),
            discount: v('discount') === '' ? 0 : number(v('discount').replace(/%$/, '')),
            barcode: v('barcode') || null,
          });
          const key = v('variant').toLowerCase();
          const sameName = names.get(key);
          if (sameName)
            report({
              row: at,
              column: 'variant',
              code: 'variant_repeated',
              params: { value: quoted(v('variant')), other_row: sameName },
            });
          else names.set(key, at);
          const sameId = v('variant_id') ? ids.get(v('variant_id')) : undefined;
          if (sameId)
            report({
              row: at,
              column: 'variant_id',
              code: 'variant_id_repeated',
              params: { other_row: sameId },
            });
          else if (v('variant_id')) ids.set(v('variant_id'), at);
          if (!parsedVariant.success) {
            const columnOf = (field: string) => (field === 'name' ? 'variant' : (field as ProductColumn));
            report(...problemsOfIssues(parsedVariant.error, at, columnOf, cellFor(variantRow, columnOf)));
            continue;
          }
          if (quantityProblem(parsedVariant.data.quantity, unit) === 'whole')
            report({ row: at, column: 'quantity', code: 'whole', params: { value: v('quantity') } });
          checkBarcode(at, parsedVariant.data.barcode, existing?.id);
          inputs.push(parsedVariant.data);
        }
        if (hasProblems(group)) return;
        try {
          variants = variantValuesOf(
            { variants: inputs, open_price: f.open_price, barcode: null, low_stock: undefined },
            unit,
            existing,
          );
        } catch (err) {
          // the checks above are the form's rules (decision 0236); what still slips through is said as it is
          if (!(err instanceof AppError)) throw err;
          report({ row: line, column: 'variant', code: 'invalid', params: { value: quoted(err.message) } });
        }
      }
      if (hasProblems(group ?? [i])) return;
      const values: ProductValues = {
        name: f.name,
        description: f.description,
        price_cents: toCents(f.price),
        cost_cents: toCents(f.cost),
        discount_bp: percentToBasisPoints(f.discount),
        quantity,
        ...(f.open_price === undefined ? {} : { open_price: f.open_price }),
        // every new product names its unit, so the batch's rows have the same columns (a file of weighed and
        // piece goods, one with a unit and one without, made a multi-row INSERT the engine refused)
        ...(!existing || (f.unit && f.unit !== existing.unit) ? { unit, step: DEFAULT_STEP[unit] } : {}),
        size: f.size ?? null,
        barcode: f.barcode || null,
        // an update keeps the product's photos; a new product starts without
        imagePaths: existing ? imagePathsOf(existing) : [],
        categories: f.category,
        // with variants: theirs, and the cheapest one's price (decision 0236); a row without variant names leaves
        // a product's variants as they are
        ...(variants ? { variants, ...cheapestOf(variants) } : {}),
        ...(!variants && existing && existing.variants.length > 0 ? cheapestOf(existing.variants) : {}),
      };
      if (existing) updates.push({ ...values, id: existing.id, now, staffId });
      else creates.push({ ...values, id: newId(), sellerId: user.id, now, staffId });
    });
    // a variant row shares its product's fate: a problem on any of its rows keeps the whole product out
    for (const list of groups.values()) {
      const first = rows[list[0]!]!;
      for (const index of list.slice(1)) rows[index]!.action = first.action;
    }

    const clean = rows.every((r) => r.problems.length === 0);
    const committed = input.commit && clean ? await this.repos.writes.importBatch(creates, updates) : false;
    if (committed) {
      this.imported();
      await this.vocabulary.learn(
        [...creates, ...updates].flatMap((p) => [p.name, p.description, ...p.categories]),
      );
    }
    const problems: ImportProblem[] =
      input.commit && clean && !committed ? [{ code: 'changed_meanwhile', params: {} }] : [];
    return {
      rows,
      errors: problems.map(englishOf),
      problems,
      ignored_columns: ignored,
      committed,
      created: committed ? creates.length : 0,
      updated: committed ? updates.length : 0,
    };
  }
}

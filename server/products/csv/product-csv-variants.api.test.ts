import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRow } from '../../../contract/data-exchange';
import type { Product } from '../../../contract/products';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../../testing/test-server';
import { uploadImages } from '../test-helpers';

/**
 * The product file with a row per variant (docs/decisions/0263-product-files.md) on SQLite and PostgreSQL:
 * export → import → export changes nothing for a product with variants, a weighed product and an open-price
 * product; the file builds the same catalogue in another account; an edited file changes, adds and removes
 * variants.
 */
type Csv = { filename: string; csv: string };
type Imported = { rows: ImportRow[]; errors: string[]; committed: boolean; created: number; updated: number };

let server: TestServer;
let mei: TestSession;
let kenji: TestSession;

beforeAll(async () => {
  server = await startTestServer();
  ({ seller: mei, otherSeller: kenji } = await signUpCast(server));
  const imagePath = await uploadImages(server, mei.token, 1);
  const products = [
    {
      name: 'Shui Xian tea tins',
      description: 'Wuyi rock tea',
      price: 88,
      cost: 40,
      quantity: 0,
      category: ['Tea'],
      variants: [
        { name: '150 g', price: 88, cost: 40, quantity: 12, barcode: '4890000000150' },
        { name: '500 g', price: 268, cost: 120, quantity: 5, barcode: '4890000000500', discount: 10 },
      ],
    },
    {
      name: 'Loose dried scallops',
      description: 'By the catty',
      price: 680,
      cost: 420,
      quantity: 7.673,
      unit: 'catty',
      category: ['Dried seafood'],
    },
    {
      name: 'Mixed dried seafood bag',
      description: 'Priced at the stall',
      open_price: true,
      cost: 0,
      category: [],
    },
  ];
  for (const p of products) {
    const res = await server.call('/res/product/create', { ...p, imagePath }, { token: mei.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});
afterAll(() => server.close());

const exportOf = async (token: string) =>
  (await server.call<Csv>('/res/product/export_csv', {}, { token })).data.csv;
const importInto = async (token: string, csv: string) =>
  (await server.call<Imported>('/res/product/import_csv', { csv, commit: true }, { token })).data;
const catalogue = async (token: string) =>
  (await server.call<Product[]>('/res/product/list', { mine: true, limit: 100, sort: 1 }, { token })).data;
const table = (csv: string) => Papa.parse<Record<string, string>>(csv.slice(1), { header: true }).data;

describe('the product file with variants', () => {
  it('has a row per variant: the product’s id and name on each, its own fields on the first', async () => {
    const rows = table(await exportOf(mei.token));
    const tins = rows.filter((r) => r.name === 'Shui Xian tea tins');
    expect(tins.map((r) => [r.variant, r.price, r.cost, r.quantity, r.barcode, r.discount])).toEqual([
      ['150 g', '88.00', '40.00', '12', '4890000000150', '0'],
      ['500 g', '268.00', '120.00', '5', '4890000000500', '10'],
    ]);
    expect(tins[0]!.description).toBe('Wuyi rock tea');
    expect(tins[1]!.description).toBe('');
    expect(new Set(tins.map((r) => r.id)).size).toBe(1);
    expect(tins.every((r) => r.variant_id)).toBe(true);
    const scallops = rows.find((r) => r.name === 'Loose dried scallops')!;
    expect([scallops.price, scallops.quantity, scallops.unit, scallops.variant]).toEqual([
      '680.00',
      '7.673',
      'catty',
      '',
    ]);
    const bag = rows.find((r) => r.name === 'Mixed dried seafood bag')!;
    expect([bag.price, bag.open_price, bag.quantity]).toEqual(['', 'yes', '']);
  });

  it('export → import → export changes nothing', async () => {
    const before = await exportOf(mei.token);
    const listBefore = await catalogue(mei.token);
    const imported = await importInto(mei.token, before);
    expect(imported.errors).toEqual([]);
    expect(imported.rows.flatMap((r) => r.errors)).toEqual([]);
    expect([imported.committed, imported.created, imported.updated]).toEqual([true, 0, 3]);
    expect(await exportOf(mei.token)).toBe(before);
    const listAfter = await catalogue(mei.token);
    const shape = (list: Product[]) => list.map((p) => ({ ...p, createdAt: undefined, rating: undefined }));
    expect(shape(listAfter)).toEqual(shape(listBefore));
  });

  it('builds the same catalogue in another account', async () => {
    const file = await exportOf(mei.token);
    const imported = await importInto(kenji.token, file);
    expect([imported.committed, imported.created, imported.updated]).toEqual([true, 3, 0]);
    const cells = (csv: string) =>
      table(csv).map((r) => ({ ...r, id: undefined, variant_id: undefined, images: undefined }));
    expect(cells(await exportOf(kenji.token))).toEqual(cells(file));
    const tins = (await catalogue(kenji.token)).find((p) => p.name === 'Shui Xian tea tins')!;
    expect(tins.variants.map((v) => [v.name, v.price, v.quantity])).toEqual([
      ['150 g', 88, 12],
      ['500 g', 268, 5],
    ]);
    const bag = (await catalogue(kenji.token)).find((p) => p.name === 'Mixed dried seafood bag')!;
    expect(bag.open_price).toBe(true);
  });

  it('an edited file changes a variant, adds one and removes one', async () => {
    const rows = table(await exportOf(mei.token));
    const tins = rows.filter((r) => r.name === 'Shui Xian tea tins');
    const tinIds = tins.map((r) => r.variant_id);
    const edited = [
      { ...tins[1]!, price: '278.00', quantity: '4' },
      { ...tins[1]!, variant_id: '', variant: '1 kg', price: '498', quantity: '2', barcode: '4890000001000' },
    ];
    const others = rows.filter((r) => r.name !== 'Shui Xian tea tins');
    const csv = Papa.unparse([...edited, ...others]);
    const imported = await importInto(mei.token, csv);
    expect(imported.rows.flatMap((r) => r.errors)).toEqual([]);
    expect(imported.committed).toBe(true);
    const product = (await catalogue(mei.token)).find((p) => p.name === 'Shui Xian tea tins')!;
    expect(product.variants.map((v) => [v.name, v.price, v.quantity, v.barcode])).toEqual([
      ['500 g', 278, 4, '4890000000500'],
      ['1 kg', 498, 2, '4890000001000'],
    ]);
    expect(product.variants[0]!._id).toBe(tinIds[1]);
    // the product shows its cheapest tin's price (the 500 g tin, 10 % off)
    expect(product.price).toBe(278);
    expect(product.quantity).toBe(6);
  });

  it('refuses a variant row with a bad price or a barcode given twice, writing nothing', async () => {
    const before = await exportOf(mei.token);
    const rows = table(before);
    const tins = rows.filter((r) => r.name === 'Shui Xian tea tins');
    const tryImport = async (rows: Record<string, string>[]) =>
      (
        await server.call<Imported>(
          '/res/product/import_csv',
          { csv: Papa.unparse(rows), commit: true },
          { token: mei.token },
        )
      ).data;
    // each problem is on the row the seller sees it on (docs/decisions/0265-import-error-words.md)
    const badPrice = await tryImport([tins[0]!, { ...tins[1]!, price: 'cheap' }]);
    expect(badPrice.committed).toBe(false);
    expect(badPrice.rows.map((r) => r.problems)).toEqual([
      [],
      [{ row: 3, column: 'price', code: 'not_number', params: { value: 'cheap' } }],
    ]);
    expect(badPrice.rows[1]!.errors).toEqual([
      'row 3: the price must be a number, like 12.50 (it says “cheap”)',
    ]);
    const twice = await tryImport([tins[0]!, { ...tins[1]!, barcode: tins[0]!.barcode! }]);
    expect(twice.committed).toBe(false);
    expect(twice.rows[1]!.problems).toEqual([
      {
        row: 3,
        column: 'barcode',
        code: 'barcode_repeated',
        params: { value: tins[0]!.barcode!, other_row: 2 },
      },
    ]);
    const sameName = await tryImport([tins[0]!, { ...tins[1]!, variant: tins[0]!.variant! }]);
    expect(sameName.committed).toBe(false);
    expect(sameName.rows[1]!.problems).toEqual([
      {
        row: 3,
        column: 'variant',
        code: 'variant_repeated',
        params: { value: tins[0]!.variant!, other_row: 2 },
      },
    ]);
    const openPriced = await tryImport([{ ...tins[0]!, open_price: 'yes' }, tins[1]!]);
    expect(openPriced.rows[0]!.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [2, 'open_price', 'open_price_variants'],
    ]);
    const sameId = await tryImport([
      tins[0]!,
      { ...tins[1]!, variant_id: tins[0]!.variant_id!, variant: 'Gift tin' },
    ]);
    expect(sameId.rows[1]!.problems).toEqual([
      { row: 3, column: 'variant_id', code: 'variant_id_repeated', params: { other_row: 2 } },
    ]);
    const longName = await tryImport([tins[0]!, { ...tins[1]!, variant: 'x'.repeat(41) }]);
    expect(longName.rows[1]!.problems).toEqual([
      { row: 3, column: 'variant', code: 'too_long', params: { max: 40, count: 41 } },
    ]);
    const many = Array.from({ length: 31 }, (_, i) => ({
      ...tins[0]!,
      variant_id: '',
      variant: `Tin ${i + 1}`,
      barcode: '',
    }));
    const tooMany = await tryImport(many);
    expect(tooMany.rows[0]!.problems).toEqual([
      { row: 2, column: 'variant', code: 'too_many_variants', params: { max: 30, count: 31 } },
    ]);
    expect(await exportOf(mei.token)).toBe(before);
  });
});

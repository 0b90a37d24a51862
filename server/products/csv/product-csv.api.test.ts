import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProblem, ImportRow } from '../../../contract/data-exchange';
import type { Product } from '../../../contract/products';
import {
  signUp,
  signUpCast,
  startTestServer,
  type TestServer,
  type TestSession,
} from '../../testing/test-server';
import { expectError, uploadImages } from '../test-helpers';

/**
 * The catalogue as CSV (docs/decisions/0174-csv-import-export.md) on SQLite and PostgreSQL: the export read by
 * a real CSV parser, re-imported into another account to the same catalogue, and a file with bad rows
 * importing nothing and naming each bad row.
 */
type Csv = { filename: string; csv: string };
type Imported = {
  rows: ImportRow[];
  errors: string[];
  problems: ImportProblem[];
  ignored_columns: string[];
  committed: boolean;
  created: number;
  updated: number;
};

let server: TestServer;
let mei: TestSession;
let kenji: TestSession;
let buyer: TestSession;

const tricky = [
  {
    name: '元貝 Dried scallops, large',
    description: 'Hokkaido "AA" grade.\nKeep dry, 陰涼乾爽處存放',
    price: 128.5,
    cost: 80,
    quantity: 12,
    discount: 10,
    size: 'L',
    barcode: '4891234567890',
    category: ['Dried goods', '海味'],
  },
  {
    name: '=HYPERLINK("http://evil.example","click")',
    description: 'A name a spreadsheet would run',
    price: 1,
    cost: 0,
    quantity: 0,
    discount: 0,
    category: [],
  },
  {
    name: '鐵觀音 Tieguanyin',
    description: 'Anxi oolong; 150 g',
    price: 45,
    cost: 20,
    quantity: 30,
    discount: 0,
    category: ['Tea'],
  },
];

beforeAll(async () => {
  server = await startTestServer();
  ({ seller: mei, otherSeller: kenji, buyer } = await signUpCast(server));
  const images = await uploadImages(server, mei.token, 1);
  for (const p of tricky) {
    const res = await server.call('/res/product/create', { ...p, imagePath: images }, { token: mei.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});
afterAll(() => server.close());

async function catalogue(token: string): Promise<Product[]> {
  return (await server.call<Product[]>('/res/product/list', { mine: true, limit: 100, sort: 1 }, { token }))
    .data;
}

const shape = (p: Product) => ({
  name: p.name,
  description: p.description,
  price: p.price,
  cost: p.cost,
  quantity: p.quantity,
  discount: p.discount,
  size: p.size,
  barcode: p.barcode,
  category: p.category,
});

describe(`products as CSV (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('exports UTF-8 with a byte-order mark that a real CSV parser reads back exactly', async () => {
    const res = await server.call<Csv>('/res/product/export_csv', {}, { token: mei.token });
    expect(res.data.filename).toMatch(/^products-\d{4}-\d\d-\d\d\.csv$/);
    expect(res.data.csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(res.data.csv.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'id',
      'name',
      'variant_id',
      'variant',
      'description',
      'category',
      'price',
      'open_price',
      'cost',
      'quantity',
      'unit',
      'discount',
      'size',
      'barcode',
      'images',
    ]);
    const scallops = parsed.data.find((r) => r.name?.startsWith('元貝'))!;
    expect(scallops).toMatchObject({
      description: 'Hokkaido "AA" grade.\nKeep dry, 陰涼乾爽處存放',
      category: 'Dried goods; 海味',
      price: '128.50',
      cost: '80.00',
      quantity: '12',
      unit: 'piece',
      discount: '10',
      size: 'L',
      barcode: '4891234567890',
    });
    expect(scallops.images).toMatch(/^\/img\/[0-9a-f]{32}\/1280\.webp$/);
    // a spreadsheet would run it as a formula: the cell is escaped
    expect(parsed.data.some((r) => r.name === `'${tricky[1]!.name}`)).toBe(true);
  });

  it('re-imported into another account: a preview first, then the same catalogue (without photos)', async () => {
    const { csv } = (await server.call<Csv>('/res/product/export_csv', {}, { token: mei.token })).data;
    const preview = (await server.call<Imported>('/res/product/import_csv', { csv }, { token: kenji.token }))
      .data;
    expect(preview.committed).toBe(false);
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', []],
      [3, 'create', []],
      [4, 'create', []],
    ]);
    expect(preview.rows[0]!.notes).toEqual(['id_not_yours', 'images_not_imported']);
    expect(await catalogue(kenji.token)).toEqual([]);

    const done = (
      await server.call<Imported>('/res/product/import_csv', { csv, commit: true }, { token: kenji.token })
    ).data;
    expect(done).toMatchObject({ committed: true, created: 3, updated: 0 });
    const theirs = (await catalogue(kenji.token)).map(shape);
    const mine = (await catalogue(mei.token)).map(shape);
    expect(theirs).toEqual(mine);
    expect((await catalogue(kenji.token)).every((p) => p.imagePaths.length === 0)).toBe(true);
  });

  it('with its own ids it updates the seller’s products and keeps their photos', async () => {
    const { csv } = (await server.call<Csv>('/res/product/export_csv', {}, { token: mei.token })).data;
    const edited = csv.replace('128.50', '138.00').replace(',12,', ',15,');
    const done = (
      await server.call<Imported>(
        '/res/product/import_csv',
        { csv: edited, commit: true },
        { token: mei.token },
      )
    ).data;
    expect(done).toMatchObject({ committed: true, created: 0, updated: 3 });
    const scallops = (await catalogue(mei.token)).find((p) => p.name.startsWith('元貝'))!;
    expect([scallops.price, scallops.quantity, scallops.imagePaths.length]).toEqual([138, 15, 1]);
  });

  it('a file with bad rows imports nothing and names each bad row and field', async () => {
    const before = (await catalogue(buyer.token)).length;
    const csv = [
      'name,description,price,quantity,category,barcode',
      'Almond cookies,Crisp,20,10,Snacks,111',
      'Egg rolls,,abc,5,Snacks,222',
      'Sesame bars,Chewy,12,-1,Snacks,333',
      'Vape pens,,50,3,Vapes,444',
      'Peanut candy,Sweet,8,4,Snacks,111',
      'Paper lanterns,Red,10,2.5,Gifts,666',
    ].join('\n');
    expectError(
      await server.call('/res/product/import_csv', { csv, commit: true }, { token: buyer.token }),
      403,
    );
    const res = (
      await server.call<Imported>('/res/product/import_csv', { csv, commit: true }, { token: kenji.token })
    ).data;
    expect(res.committed).toBe(false);
    expect(res.created).toBe(0);
    // a code on the row and column the seller sees, with its particulars (docs/decisions/0265-import-error-words.md)
    const bad = Object.fromEntries(
      res.rows.filter((r) => r.problems.length > 0).map((r) => [r.line, r.problems]),
    );
    expect(bad).toEqual({
      3: [{ row: 3, column: 'price', code: 'not_number', params: { value: 'abc' } }],
      4: [{ row: 4, column: 'quantity', code: 'negative', params: { value: '-1' } }],
      5: [{ row: 5, column: 'category', code: 'prohibited', params: { value: 'Vapes' } }],
      6: [{ row: 6, column: 'barcode', code: 'barcode_repeated', params: { value: '111', other_row: 2 } }],
      // sold by the piece (no unit given): a fraction is refused (docs/decisions/0233-units-and-weight.md)
      7: [{ row: 7, column: 'quantity', code: 'whole', params: { value: '2.5' } }],
    });
    // and in plain English for a reader without the app's words; no validator's text
    expect(res.rows[1]!.errors).toEqual(['row 3: the price must be a number, like 12.50 (it says “abc”)']);
    expect(res.rows.flatMap((r) => r.errors).join(' ')).not.toMatch(
      /Invalid input|expected number|Too small/,
    );
    expect((await catalogue(kenji.token)).map((p) => p.name)).not.toContain('Almond cookies');
    expect((await catalogue(buyer.token)).length).toBe(before);
  });

  it('imports and exports products sold by weight with their unit', async () => {
    const seller = await signUp(server, 's');
    // beside a product sold by the piece with its unit left empty: one batch, the same columns
    const csv = [
      'name,description,price,quantity,unit',
      'Loose scallops,By the catty,680,2.5,Catty',
      'Peanut candy,A bag,8,2,',
    ].join('\n');
    const res = (
      await server.call<Imported>('/res/product/import_csv', { csv, commit: true }, { token: seller.token })
    ).data;
    expect([res.committed, res.created], JSON.stringify(res)).toEqual([true, 2]);
    const [made, candy] = await catalogue(seller.token);
    expect([made!.unit, made!.step, made!.quantity]).toEqual(['catty', 0.25, 2.5]);
    expect([candy!.unit, candy!.step, candy!.quantity]).toEqual(['piece', 1, 2]);
    const exported = await server.call<{ csv: string }>(
      '/res/product/export_csv',
      {},
      { token: seller.token },
    );
    expect(exported.data.csv).toMatch(/,2\.5,catty,/);
  });

  it('refuses a file that is not a product list', async () => {
    const res = (
      await server.call<Imported>(
        '/res/product/import_csv',
        { csv: 'a,b\n1,2', commit: true },
        { token: kenji.token },
      )
    ).data;
    expect(res).toMatchObject({
      committed: false,
      problems: [{ code: 'no_name_column', params: { choices: 'a, b' } }],
      rows: [],
    });
    expect(res.errors).toEqual([
      'the first row must name the columns, with one called “name” (it has: a, b)',
    ]);
    expectError(
      await server.call('/res/product/import_csv', { csv: 'x'.repeat(2_000_001) }, { token: kenji.token }),
      413,
    );
  });

  const importOf = async (csv: string) =>
    (await server.call<Imported>('/res/product/import_csv', { csv }, { token: kenji.token })).data;

  it('names each file-level problem with a code: empty, too many rows, quotes, a repeated column, another encoding', async () => {
    const fileCodes = async (csv: string) => (await importOf(csv)).problems;
    expect(await fileCodes('')).toEqual([{ code: 'empty', params: {} }]);
    expect(await fileCodes('\uFEFFname,price\r\n\r\n')).toEqual([{ code: 'empty', params: {} }]);
    const many = ['name', ...Array.from({ length: 2001 }, (_, i) => `Tea ${i}`)].join('\n');
    expect(await fileCodes(many)).toEqual([{ code: 'too_many_rows', params: { max: 2000, count: 2001 } }]);
    expect(await fileCodes('name,price\nTea,45\n"Egg rolls,12\n')).toEqual([
      { row: 3, code: 'quotes', params: {} },
    ]);
    expect(await fileCodes('name,Name,price\nTea,Tea,45')).toEqual([
      { code: 'repeated_column', params: { value: 'name' } },
    ]);
    // a Big5 CSV that the browser read as UTF-8 (an .xlsx, a picture: the app tells them before sending, as
    // the API refuses any text with a NUL character)
    expect(await fileCodes('name,price\n\uFFFD\uFFFD\uFFFD,45')).toEqual([{ code: 'not_utf8', params: {} }]);
  });

  it('names rows as a spreadsheet numbers them and each checked column with a code', async () => {
    const csv = [
      'name,Price (HKD),price,cost,quantity,unit,discount,size,barcode,category,open_price,description',
      ',,12,,1,,,,,,,',
      '',
      'Egg rolls,,,8.005,1,,,,,,,',
      `${'長'.repeat(121)},,12,,1,box,120,XL,AB 12,Snacks,maybe,`,
      'Tea,,12,,2000000,,-5,,,A;B;C;D;E;F;G;H;I;J;K,,',
      'Buns,,12,,1,,,,,,,,extra',
      'Soy,,$12.50,1,1.5,catty,10%,S,,Sauces,no,',
    ].join('\r\n');
    const res = await importOf(csv);
    expect(res.ignored_columns).toEqual(['Price (HKD)']);
    const at = Object.fromEntries(
      res.rows.map((r) => [r.line, r.problems.map((p) => [p.row, p.column ?? null, p.code, p.params])]),
    );
    expect(at).toEqual({
      2: [[2, 'name', 'required', {}]],
      // the blank row 3 keeps its place in the count
      4: [
        [4, 'price', 'required', {}],
        [4, 'cost', 'decimals', { max: 2, value: '8.005' }],
      ],
      5: [
        [5, 'open_price', 'yes_or_no', { value: 'maybe' }],
        [5, 'name', 'too_long', { max: 120, count: 121 }],
        [5, 'unit', 'one_of', { value: 'box', choices: 'piece, catty, tael, kg, g, lb' }],
        [5, 'discount', 'too_big', { max: 100, value: '120' }],
        [5, 'size', 'one_of', { value: 'XL', choices: 'S, M, L' }],
        [5, 'barcode', 'barcode_chars', { value: 'AB 12' }],
      ],
      6: [
        [6, 'quantity', 'too_big', { max: 1_000_000, value: '2000000' }],
        [6, 'discount', 'negative', { value: '-5' }],
        [6, 'category', 'too_many', { max: 10 }],
      ],
      7: [[7, null, 'too_many_cells', { expected: 12, count: 13 }]],
      8: [],
    });
    expect(res.rows.find((r) => r.line === 5)!.errors).toContain(
      'row 5: the unit must be one of piece, catty, tael, kg, g, lb (it says “box”)',
    );
  });
});

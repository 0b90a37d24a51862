import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRow } from '../../../contract/data-exchange';
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
type Imported = { rows: ImportRow[]; errors: string[]; committed: boolean; created: number; updated: number };

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
      'description',
      'category',
      'price',
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
    const bad = Object.fromEntries(
      res.rows.filter((r) => r.errors.length > 0).map((r) => [r.line, r.errors.join(' | ')]),
    );
    expect(Object.keys(bad).map(Number)).toEqual([3, 4, 5, 6, 7]);
    expect(bad[3]).toMatch(/^price:/);
    expect(bad[4]).toMatch(/^quantity:/);
    expect(bad[5]).toMatch(/^category\.0: .*prohibited/);
    expect(bad[6]).toMatch(/barcode: 111 is on line 2 too/);
    // sold by the piece (no unit given): a fraction is refused (docs/decisions/0233-units-and-weight.md)
    expect(bad[7]).toMatch(/^quantity: a product sold by the piece/);
    expect((await catalogue(kenji.token)).map((p) => p.name)).not.toContain('Almond cookies');
    expect((await catalogue(buyer.token)).length).toBe(before);
  });

  it('imports and exports products sold by weight with their unit', async () => {
    const seller = await signUp(server, 's');
    const csv = ['name,description,price,quantity,unit', 'Loose scallops,By the catty,680,2.5,Catty'].join(
      '\n',
    );
    const res = (
      await server.call<Imported>('/res/product/import_csv', { csv, commit: true }, { token: seller.token })
    ).data;
    expect([res.committed, res.created], JSON.stringify(res)).toEqual([true, 1]);
    const [made] = await catalogue(seller.token);
    expect([made!.unit, made!.step, made!.quantity]).toEqual(['catty', 0.25, 2.5]);
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
    expect(res).toMatchObject({ committed: false, errors: ['the file has no "name" column'], rows: [] });
    expectError(
      await server.call('/res/product/import_csv', { csv: 'x'.repeat(2_000_001) }, { token: kenji.token }),
      413,
    );
  });
});

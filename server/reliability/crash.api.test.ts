import { describe, expect, it } from 'vitest';
import { usePostgres } from '../testing/test-server';
import {
  type Cast,
  compareWithWitness,
  INITIAL_STOCK,
  runCrashTest,
  type Snapshot,
  type Witness,
} from './crash';

// The short crash test of docs/reliability.md (the long one: `npm run soak -- crash`): a child server
// killed with SIGKILL 5 times under concurrent writes, its database compared with the witness each time.
describe('crash test', () => {
  it('keeps every acknowledged write and nothing half written across 5 SIGKILLs', {
    timeout: 120_000,
  }, async () => {
    const report = await runCrashTest({
      kills: 5,
      databaseUrl: usePostgres ? process.env.TEST_DATABASE_URL : undefined,
      runMs: [150, 600],
    });
    expect(report.problems).toEqual([]);
    expect(report.lostWrites).toBe(0);
    expect(report.kills).toBe(5);
    expect(report.byKind.pos).toBeGreaterThan(0);
    expect(report.byKind.checkout).toBeGreaterThan(0);
    expect(report.byKind.edit).toBeGreaterThan(0);
    expect(report.byKind.like).toBeGreaterThan(0);
  });

  // the comparison itself must catch what it looks for, or the test above proves nothing
  describe('the witness comparison', () => {
    const cast: Cast = {
      seller: { token: 't', id: 's' },
      buyers: [{ token: 't', id: 'b1', address: 'a' }],
      saleProducts: ['p1'],
      editProduct: 'pe',
      editImage: 'img',
      post: 'post1',
    };
    const witness: Witness[] = [
      { t: 'send', kind: 'pos', key: 'k1', product: 'p1', qty: 2, client: 'pos' },
      { t: 'ack', kind: 'pos', key: 'k1', orders: ['o1'], client: 'pos' },
      { t: 'send', kind: 'edit', n: 1, client: 'edit' },
      { t: 'ack', kind: 'edit', n: 1, client: 'edit' },
      { t: 'send', kind: 'like', post: 'post1', client: 'like-b1' },
      { t: 'ack', kind: 'like', liked: true, count: 1, client: 'like-b1' },
    ];
    const good = (): Snapshot => ({
      integrity: 'ok',
      orders: [
        {
          id: 'o1',
          status: 'completed',
          order_type: 'POS-Sell',
          units: 2,
          total_cents: 2000,
          holds_stock: 1,
        },
      ],
      lines: [{ order_id: 'o1', product_id: 'p1', quantity: 2, total_cents: 2000 }],
      requests: [{ idem_key: 'k1', action: 'offline_sale', result: JSON.stringify({ order_id: 'o1' }) }],
      products: [
        { id: 'p1', quantity: INITIAL_STOCK - 2, description: 'x', price_cents: 1000 },
        { id: 'pe', quantity: 5, description: 'edit 1', price_cents: 101 },
      ],
      likes: [{ post_id: 'post1', user_id: 'b1' }],
      posts: [{ id: 'post1', like_count: 1 }],
    });

    it('passes a database that matches', () => {
      expect(compareWithWitness(good(), witness, cast, true).problems).toEqual([]);
    });

    it('finds a lost sale, a half-written order, wrong stock, a lost edit and a lost like', () => {
      const lost = { ...good(), orders: [], lines: [], requests: [] };
      expect(compareWithWitness(lost, witness, cast, false).lost).toBeGreaterThan(0);

      const half = good();
      half.lines = [];
      expect(compareWithWitness(half, witness, cast, false).problems.join()).toContain('half written');

      const stock = good();
      stock.products[0]!.quantity = INITIAL_STOCK - 4;
      expect(compareWithWitness(stock, witness, cast, false).problems.join()).toContain('stock of p1');

      const edit = good();
      edit.products[1]!.description = 'edit 0';
      expect(compareWithWitness(edit, witness, cast, false).lost).toBe(1);

      const like = good();
      like.likes = [];
      like.posts[0]!.like_count = 0;
      expect(compareWithWitness(like, witness, cast, false).problems.join()).toContain('like is false');

      const corrupt = { ...good(), integrity: '*** in database main *** page 3 never used' };
      expect(compareWithWitness(corrupt, witness, cast, false).problems.join()).toContain('integrity');
    });
  });
});

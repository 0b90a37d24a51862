import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../contract/wishlist';
import { newProduct } from '../../orders/testing/test-helpers';
import { expectError } from '../../testing/expect-error';
import { serverWithCast } from '../../testing/file-server';
import type { TestSession } from '../../testing/test-server';

/** The wishlist (docs/decisions/0244-wishlist.md), on SQLite and PostgreSQL: saved, listed, private, removed ones marked. */
const { server, seller, buyer, otherBuyer } = await serverWithCast();

const as = (s: TestSession) => ({ token: s.token });

describe(`wishlist (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('saves products once each, lists them last saved first, keeps removed ones marked, and is private', async () => {
    const [abalone, longan, figs] = await Promise.all(
      ['Canned abalone', 'Dried longan', 'Dried figs'].map((name) =>
        newProduct(server, seller.token, { name }),
      ),
    );
    for (const p of [abalone!, longan!, figs!, longan!]) {
      const res = await server.call('/res/wishlist/add', { product_id: p._id }, as(buyer));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await new Promise((r) => setTimeout(r, 5)); // saved at distinct milliseconds: the order is theirs
    }
    const ids = await server.call<{ ids: string[] }>('/res/wishlist/list_ids', {}, as(buyer));
    expect(ids.data.ids).toEqual([figs!._id, longan!._id, abalone!._id]);

    await server.call('/res/product/remove', { ids: [abalone!._id] }, as(seller));
    await server.call('/res/wishlist/remove', { product_id: longan!._id }, as(buyer));
    const first = await server.call<{ items: WishlistItem[]; next_cursor: string | null }>(
      '/res/wishlist/list',
      { limit: 1 },
      as(buyer),
    );
    expect(first.data.items.map((i) => i.product.name)).toEqual(['Dried figs']);
    const rest = await server.call<{ items: WishlistItem[]; next_cursor: string | null }>(
      '/res/wishlist/list',
      { limit: 5, cursor: first.data.next_cursor },
      as(buyer),
    );
    expect(rest.data.items.map((i) => [i.product.name, i.product.removed])).toEqual([
      ['Canned abalone', true],
    ]);
    expect(rest.data.next_cursor).toBeNull();

    // somebody else's list is her own: nothing of the buyer's shows
    const theirs = await server.call<{ items: WishlistItem[] }>('/res/wishlist/list', {}, as(otherBuyer));
    expect(theirs.data.items).toEqual([]);
    // a removed product cannot be saved anew
    expectError(await server.call('/res/wishlist/add', { product_id: abalone!._id }, as(otherBuyer)), 404);
  });
});

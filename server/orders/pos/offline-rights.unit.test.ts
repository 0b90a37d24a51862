import { describe, expect, it } from 'vitest';
import type { SessionUser, TillRights } from '../../http/context';
import { EMPTY_LINE } from '../core/line-rows';
import type { LineRow } from '../core/repository';
import { unapprovedRights } from './offline-rights';

/** the rights an offline sale used without approval (docs/decisions/0288-offline-manager-approval.md) */
const user: SessionUser = { id: 'shop', email: 'shop@example.com', role: 's', tokenHash: 'h' };

const member = (id: string, permissions: string[]): TillRights => ({
  staffId: id,
  name: id,
  role: 'custom',
  permissions,
  discountLimitPercent: 10,
});

function line(productId: string, cents: number, offCents = 0): LineRow {
  return {
    ...EMPTY_LINE,
    order_id: 'o',
    product_id: productId,
    seller_id: 'shop',
    position: 0,
    quantity: 1,
    price_cents: cents,
    unit_cents: cents,
    line_off_cents: offCents,
    discount_json: offCents ? JSON.stringify({ amount: offCents / 100 }) : null,
  };
}

describe('unapprovedRights', () => {
  const cashier = member('ann', []);
  const lines = [line('open', 4000), line('p', 10_000, 2000)];
  const typed = new Set(['open']);

  it('names every right the member lacked, not only the first', () => {
    expect(unapprovedRights(user, cashier, null, lines, null, typed).sort()).toEqual([
      'discount',
      'open_price',
    ]);
  });

  it('an approver covers only what her role has', () => {
    const pricer = member('kit', ['open_price']);
    expect(unapprovedRights(user, cashier, pricer, lines, null, typed)).toEqual(['discount']);
    const manager = member('may', ['open_price', 'discount']);
    expect(unapprovedRights(user, cashier, manager, lines, null, typed)).toEqual([]);
  });

  it("a bill discount within the shop's limit, or a member who holds the rights, needs nothing", () => {
    const plain = [line('p', 10_000)];
    expect(unapprovedRights(user, cashier, null, plain, { percent: 10 }, new Set())).toEqual([]);
    expect(unapprovedRights(user, cashier, null, plain, { percent: 11 }, new Set())).toEqual(['discount']);
    const own = member('may', ['open_price', 'discount']);
    expect(unapprovedRights(user, own, null, lines, { percent: 90 }, typed)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../contract/notifications';
import { groupBySection, sectionOf, targetOf, textOf } from './render';

const base: Notification = {
  _id: 'n1',
  kind: 'post_liked',
  actor: { id: 'u1', name: 'ada' },
  count: 1,
  params: { post_id: 'p1', title: 'Bowls' },
  read: false,
  time: '2026-11-23T10:00:00.000Z',
  removed_at: null,
};

describe('notification rendering (docs/decisions/0065)', () => {
  it('groups likes as "name and N others"', () => {
    expect(textOf(base).key).toBe('text.post_liked');
    const grouped = textOf({ ...base, count: 4 });
    expect(grouped).toMatchObject({ key: 'text.post_liked_group', values: { name: 'ada', count: 3 } });
  });

  it('points each kind at its screen', () => {
    expect(targetOf(base)).toBe('/comments?id=p1');
    expect(targetOf({ ...base, kind: 'comment_replied' })).toBe('/comments?id=p1&comments=true');
    expect(targetOf({ ...base, kind: 'order_placed', params: { order_id: 'o 1' } })).toBe(
      '/orderDetail?id=o%201',
    );
    expect(targetOf({ ...base, kind: 'low_stock', params: { product_id: 'x' } })).toBe('/edit-product?id=x');
    expect(targetOf({ ...base, kind: 'new_follower', params: {} })).toBeNull();
  });

  it('opens the order of a payment claim, a rejected claim and a refund (0090, 0091)', () => {
    for (const kind of ['payment_claimed', 'payment_rejected', 'order_refunded'] as const) {
      const n = { ...base, kind, params: { order_id: 'o1', total: 42.5 } };
      expect(targetOf(n)).toBe('/orderDetail?id=o1');
      expect(textOf(n)).toMatchObject({ key: `text.${kind}`, values: { name: 'ada', total: '42.50' } });
    }
  });

  it('sorts into Today / This week / Earlier by the local day', () => {
    const now = new Date(2026, 10, 23, 9, 0);
    expect(sectionOf(new Date(2026, 10, 23, 0, 5).toISOString(), now)).toBe('today');
    expect(sectionOf(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toBe('week');
    expect(sectionOf(new Date(2026, 10, 17, 0, 1).toISOString(), now)).toBe('week');
    expect(sectionOf(new Date(2026, 10, 16, 23, 0).toISOString(), now)).toBe('earlier');
    const groups = groupBySection(
      [
        { ...base, _id: 'a', time: new Date(2026, 10, 23, 8).toISOString() },
        { ...base, _id: 'b', time: new Date(2026, 9, 1).toISOString() },
      ],
      now,
    );
    expect(groups.map((g) => [g.section, g.items.map((i) => i._id)])).toEqual([
      ['today', ['a']],
      ['earlier', ['b']],
    ]);
  });
});

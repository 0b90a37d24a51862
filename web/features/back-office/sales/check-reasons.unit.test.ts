import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../../contract/orders';
import { checkReasons } from './check-reasons';

// why a sale is marked to check (docs/decisions/0276-fps-offline-to-check.md, 0288-offline-manager-approval.md)
const method = (kind: PaymentMethod['kind']) => ({ kind, label: kind }) as PaymentMethod;

describe('checkReasons', () => {
  it('is nothing for a sale not marked', () => {
    expect(checkReasons({ to_check: false, payment_method: method('fps') })).toEqual([]);
    expect(
      checkReasons({ to_check: false, unapproved: ['discount'], payment_method: method('cash') }),
    ).toEqual([]);
  });

  it('is the FPS payment for a marked sale without unapproved rights', () => {
    expect(checkReasons({ to_check: true, payment_method: method('fps') })).toEqual(['fps']);
  });

  it('is the unapproved rights alone for a cash sale', () => {
    expect(
      checkReasons({
        to_check: true,
        unapproved: ['discount', 'open_price'],
        payment_method: method('cash'),
      }),
    ).toEqual(['discount', 'open_price']);
  });

  it('is both for an unapproved sale paid by FPS or split', () => {
    expect(
      checkReasons({ to_check: true, unapproved: ['open_price'], payment_method: method('fps') }),
    ).toEqual(['open_price', 'fps']);
    expect(
      checkReasons({ to_check: true, unapproved: ['discount'], payment_method: method('split') }),
    ).toEqual(['discount', 'fps']);
  });
});

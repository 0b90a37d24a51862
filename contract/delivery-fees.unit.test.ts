import { describe, expect, it } from 'vitest';
import { areaOfAddress, type DeliveryFees, deliveryQuote, freeDelivery } from './delivery-fees';

const byArea: DeliveryFees = {
  seller_id: 's1',
  mode: 'by_area',
  flat: null,
  areas: { hk_island: 30, kowloon: 35, new_territories: 45, outlying_islands: null },
  free_above: 300,
};

describe('deliveryQuote (docs/decisions/0248-delivery-fees.md)', () => {
  it('prices by area, free from the amount up, and names what it cannot price', () => {
    expect(deliveryQuote(byArea, 'kowloon', 29_999)).toEqual({ ok: true, cents: 3500, waived: false });
    expect(deliveryQuote(byArea, 'kowloon', 30_000)).toEqual({ ok: true, cents: 0, waived: true });
    // free above does not reach an area the shop does not go to
    expect(deliveryQuote(byArea, 'outlying_islands', 90_000)).toEqual({
      ok: false,
      problem: 'area_not_served',
    });
    expect(deliveryQuote(byArea, null, 100)).toEqual({ ok: false, problem: 'area_unknown' });
  });

  it('a flat fee needs no area; a shop that set nothing is free', () => {
    const flat: DeliveryFees = { ...freeDelivery('s2'), mode: 'flat', flat: 25, free_above: null };
    expect(deliveryQuote(flat, null, 1_000_000)).toEqual({ ok: true, cents: 2500, waived: false });
    expect(deliveryQuote(freeDelivery('s3'), null, 0)).toEqual({ ok: true, cents: 0, waived: false });
  });
});

describe('areaOfAddress', () => {
  it.each([
    ['Flat 3A, 12 Shelley Street, Central, Hong Kong', 'hk_island'],
    ['Shop 5, 88 Nathan Road, Tsim Sha Tsui, Kowloon', 'kowloon'],
    ['Kowloon Bay, Telford Gardens Block C', 'kowloon'],
    ['新界沙田大圍村南道 5 號', 'new_territories'],
    ['Tung Chung Crescent Block 2, Lantau Island', 'outlying_islands'],
    ['香港銅鑼灣軒尼詩道 500 號', 'hk_island'],
    ['Unit 5, Harbour Road', null],
  ])('%s → %s', (address, area) => {
    expect(areaOfAddress(address)).toBe(area);
  });
});

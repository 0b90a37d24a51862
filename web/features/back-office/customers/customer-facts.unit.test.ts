import { describe, expect, it } from 'vitest';
import { averageSpent, tagsFrom, visitDate } from './customer-facts';

describe('customer facts', () => {
  it('dates a visit in Hong Kong time', () => {
    // 2026-11-29 17:00 UTC is already the 30th in Hong Kong
    expect(visitDate(Date.UTC(2026, 10, 29, 17))).toBe('2026-11-30');
    expect(visitDate(null)).toBe('—');
  });
  it('reads tags split by English or Chinese commas, once each', () => {
    expect(tagsFrom('regular, 乾貨，regular、tea ,')).toEqual(['regular', '乾貨', 'tea']);
  });
  it('averages to the cent', () => {
    expect(averageSpent(100, 3)).toBe(33.33);
    expect(averageSpent(0, 0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { rangeOf } from './report-ranges';

describe('report ranges (Hong Kong dates)', () => {
  // 2026-11-24 20:00 HKT is a Tuesday
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('7 and 30 days end today', () => {
    expect(rangeOf('7d', now)).toEqual({ from: '2026-11-18', to: '2026-11-24', bucket: 'day' });
    expect(rangeOf('30d', now)).toEqual({ from: '2026-10-26', to: '2026-11-24', bucket: 'day' });
  });
  it('12 weeks start on a Monday, 12 months on the 1st', () => {
    expect(rangeOf('12w', now)).toEqual({ from: '2026-09-07', to: '2026-11-24', bucket: 'week' });
    expect(rangeOf('12m', now)).toEqual({ from: '2025-12-01', to: '2026-11-24', bucket: 'month' });
  });
  it('today is the Hong Kong date: 23:30 UTC is already tomorrow', () => {
    expect(rangeOf('7d', Date.parse('2026-11-24T23:30:00Z')).to).toBe('2026-11-25');
  });
});

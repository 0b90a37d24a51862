import { describe, expect, it } from 'vitest';
import { formatAmount, formatStock, perUnit } from './amount';

describe('amounts on screens', () => {
  it('shows pieces bare and weights with their unit in the interface language', () => {
    expect(formatAmount(3, 'piece', 'en')).toBe('3');
    expect(formatAmount(0.75, 'catty', 'en')).toBe('0.75 catty');
    expect(formatAmount(0.1 + 0.2, 'tael', 'zh-HK')).toBe('0.3 兩');
    expect(formatAmount(1.5, 'tael', 'zh-CN')).toBe('1.5 两');
    expect(perUnit('kg', 'zh-HK')).toBe(' / 公斤');
    expect(perUnit('piece', 'en')).toBe('');
  });
});

describe('stock as people read it', () => {
  it('a weight to the hundredth, rounded down; pieces as they are', () => {
    expect(formatStock(7.673, 'catty', 'zh-HK')).toBe('7.67 斤');
    expect(formatStock(7.679, 'catty', 'en')).toBe('7.67 catty');
    expect(formatStock(0.005, 'kg', 'en')).toBe('0 kg');
    expect(formatStock(12, 'piece', 'en')).toBe('12');
    expect(formatStock(2.3, 'tael', 'zh-CN')).toBe('2.3 两');
  });
});

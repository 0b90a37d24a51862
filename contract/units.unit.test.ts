import { describe, expect, it } from 'vitest';
import {
  addQuantities,
  convertWeight,
  gramsOf,
  hasAtMost3Decimals,
  isMultipleOfStep,
  quantityProblem,
  shareOf,
  timesQuantity,
} from './units';

// docs/decisions/0233-units-and-weight.md
describe('units and weights', () => {
  it('converts between weight units to the thousandth, half up', () => {
    // 500 g / 604.79 g = 0.82673…
    expect(convertWeight(0.5, 'kg', 'catty')).toBe(0.827);
    expect(convertWeight(1, 'catty', 'tael')).toBe(16);
    // 5 × 37.799 / 604.79 = 0.312495…
    expect(convertWeight(5, 'tael', 'catty')).toBe(0.312);
    expect(convertWeight(1, 'lb', 'g')).toBe(453.592);
    expect(convertWeight(1, 'catty', 'g')).toBe(604.79);
    expect(convertWeight(0.0001, 'kg', 'catty')).toBe(0);
    expect(gramsOf(0.75, 'catty')).toBe(454);
  });

  it('multiplies a price by a weight to the cent, half up, without binary-float error', () => {
    expect(timesQuantity(12800, 0.827)).toBe(10586);
    expect(timesQuantity(12800, 0.75)).toBe(9600);
    // 1.005 × 100 is 100.49999… in binary; in thousandths it is exactly 100.5 → 101
    expect(timesQuantity(100, 1.005)).toBe(101);
    // a product beyond 2^53 before the division stays exact
    expect(timesQuantity(9_999_999_999, 999_999.999)).toBe(9_999_999_989_000_000);
    expect(timesQuantity(7800, 3)).toBe(23400);
  });

  it('takes shares of a line for partial refunds, exact to the thousandth', () => {
    expect(shareOf(9600, 0.25, 0.75)).toBe(3200);
    expect(shareOf(288, 0.25, 0.75)).toBe(96);
    expect(shareOf(100, 1, 3)).toBe(33);
    expect(shareOf(100, 2, 3)).toBe(67);
  });

  it('checks decimals, whole pieces and online steps', () => {
    expect(hasAtMost3Decimals(0.125)).toBe(true);
    expect(hasAtMost3Decimals(0.1234)).toBe(false);
    expect(quantityProblem(1.5, 'piece')).toBe('whole');
    expect(quantityProblem(1.5, 'catty')).toBeUndefined();
    expect(quantityProblem(1.5001, 'catty')).toBe('decimals');
    expect(isMultipleOfStep(0.75, 0.25)).toBe(true);
    expect(isMultipleOfStep(0.3, 0.25)).toBe(false);
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(addQuantities(10, -0.1, -0.2)).toBe(9.7);
  });
});

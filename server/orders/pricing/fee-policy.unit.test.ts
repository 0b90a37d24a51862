import { describe, expect, it } from 'vitest';
import { feePolicy } from './fee-policy';
import { lineFigures } from './pricing';

describe('fee policy (docs/decisions/0093-who-pays-the-fee.md)', () => {
  it('online orders and POS code payments carry the rate; POS cash carries none', () => {
    const p = feePolicy(300);
    expect(p.bpFor('Online-Sell', null)).toBe(300);
    expect(p.bpFor('POS-Sell', 'fps')).toBe(300);
    expect(p.bpFor('POS-Sell', 'cash')).toBe(0);
    expect(feePolicy(250).bpFor('Online-Sell', null)).toBe(250);
  });

  it('the line figures follow the rate', () => {
    const line = { priceCents: 1000, discountBp: 0, costCents: 400, quantity: 3 };
    expect(lineFigures(line)).toMatchObject({ feeCents: 90, profitCents: 3000 - 1200 - 90 });
    expect(lineFigures(line, 0)).toMatchObject({ feeCents: 0, profitCents: 1800 });
    expect(lineFigures(line, 250)).toMatchObject({ feeCents: 75 });
  });
});

import { describe, expect, it } from 'vitest';
import { stampCardFull } from './till-customer';

// docs/decisions/0289-stamp-cards.md: the till offers the free item on a full card only
describe('stampCardFull', () => {
  it('is full at the card size and above, never without a card', () => {
    expect(stampCardFull({ stamps: 5, stamps_card: 5 })).toBe(true);
    expect(stampCardFull({ stamps: 7, stamps_card: 5 })).toBe(true);
    expect(stampCardFull({ stamps: 4, stamps_card: 5 })).toBe(false);
    expect(stampCardFull({ stamps: 0, stamps_card: 0 })).toBe(false);
    expect(stampCardFull({ stamps: 3 })).toBe(false);
    expect(stampCardFull({})).toBe(false);
    expect(stampCardFull(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { toPickupInput, validatePickup } from './pickup-rules';

const draft = { name: 'Mei’s stall', address: 'Stall 12, Sham Shui Po', hours: '', phone: '' };

describe('store pickup rules', () => {
  it('needs a name and an address; hours and phone are optional', () => {
    expect(validatePickup(draft)).toEqual({});
    expect(validatePickup({ ...draft, name: '  ', address: '' })).toEqual({
      name: 'required',
      address: 'required',
    });
  });

  it('checks a phone only when one is given', () => {
    expect(validatePickup({ ...draft, phone: '+852 2345 6789' })).toEqual({});
    expect(validatePickup({ ...draft, phone: 'call me' })).toEqual({ phone: 'phone' });
  });

  it('sends trimmed fields, empty optional ones as null', () => {
    expect(toPickupInput({ ...draft, name: ' A ', hours: ' 10:00–18:00 ' })).toEqual({
      name: 'A',
      address: draft.address,
      hours: '10:00–18:00',
      phone: null,
    });
  });
});

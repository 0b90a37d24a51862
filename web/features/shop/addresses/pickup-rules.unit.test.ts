import { describe, expect, it } from 'vitest';
import type { PickupAddress } from '../../../../contract/users';
import { pickupDraft, toPickupInput, validatePickup, withAddress } from './pickup-rules';

const draft = {
  name: 'Mei’s stall',
  address: 'Stall 12, Sham Shui Po',
  hours: '',
  phone: '',
  district: 'sham_shui_po' as const,
  districtChosen: false,
};

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
      district: 'sham_shui_po',
    });
    // "not sure" is sent as null, so the server does not guess from the words
    expect(toPickupInput({ ...draft, district: '', districtChosen: true }).district).toBeNull();
  });

  it('a district not chosen follows the words typed; a chosen one stays', () => {
    const fresh = pickupDraft();
    expect(fresh).toMatchObject({ district: '', districtChosen: false });
    expect(withAddress(fresh, 'Shop 5, 銅鑼灣')).toEqual({ address: 'Shop 5, 銅鑼灣', district: 'wan_chai' });
    expect(withAddress(fresh, 'Shop 5, Nowhere St')).toEqual({ address: 'Shop 5, Nowhere St', district: '' });
    expect(withAddress({ ...draft, districtChosen: true }, 'Mong Kok')).toEqual({ address: 'Mong Kok' });
  });

  it('a saved district is chosen unless it is the one its words name', () => {
    const saved: PickupAddress = {
      _id: 'a',
      seller_id: 's',
      name: 'Stall',
      address: 'Tai Yuen St, Wan Chai',
      hours: null,
      phone: null,
      district: 'wan_chai',
    };
    expect(pickupDraft(saved)).toMatchObject({ district: 'wan_chai', districtChosen: false });
    expect(pickupDraft({ ...saved, district: 'eastern' })).toMatchObject({
      district: 'eastern',
      districtChosen: true,
    });
    // "not sure" though the words name a district
    expect(pickupDraft({ ...saved, district: null })).toMatchObject({ district: '', districtChosen: true });
  });
});

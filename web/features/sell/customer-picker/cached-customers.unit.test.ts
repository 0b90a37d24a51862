import { describe, expect, it } from 'vitest';
import { findCached } from './cached-customers';
import { pickerInput } from './picker-input';

const kept = [
  { id: '01a', name: 'Chan Tai Tai', phone: '9123 4567' },
  { id: '01b', name: '陳太', phone: '+852 6111 2222' },
  { id: '01c', name: 'Mei', phone: '' },
];

describe("the offline till's customers kept on the phone", () => {
  it('finds by the digits of her phone, with or without 852', () => {
    expect(findCached(kept, pickerInput('91234567')).map((c) => c.id)).toEqual(['01a']);
    expect(findCached(kept, pickerInput('+852 6111 2222')).map((c) => c.id)).toEqual(['01b']);
    expect(findCached(kept, pickerInput('61112222')).map((c) => c.id)).toEqual(['01b']);
    expect(findCached(kept, pickerInput('98765432'))).toEqual([]);
  });
  it('finds by a part of her name, any case, newest first; nothing for a member QR or too little', () => {
    expect(findCached(kept, pickerInput('chan')).map((c) => c.id)).toEqual(['01a']);
    expect(findCached(kept, pickerInput('陳太')).map((c) => c.id)).toEqual(['01b']);
    expect(findCached(kept, pickerInput('ME')).map((c) => c.id)).toEqual(['01c']);
    expect(findCached(kept, pickerInput('a')).map((c) => c.id)).toEqual([]);
    expect(findCached(kept, pickerInput('stallfeed:member:abcdefghijkl'))).toEqual([]);
    expect(findCached([...kept, { id: '01d', name: 'Meiling', phone: '' }], pickerInput('mei'))).toHaveLength(
      2,
    );
    expect(findCached([...kept, { id: '01d', name: 'Meiling', phone: '' }], pickerInput('mei'))[0]!.id).toBe(
      '01d',
    );
  });
});

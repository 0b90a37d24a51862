import { describe, expect, it } from 'vitest';
import { pickerInput } from './picker-input';

describe("the till's customer field", () => {
  it('reads a member QR, a phone of 8 digits or more, or a name', () => {
    expect(pickerInput(' stallfeed:member:abcDEF123456 ')).toEqual({
      kind: 'member',
      code: 'stallfeed:member:abcDEF123456',
    });
    expect(pickerInput('+852 9123 4567')).toEqual({ kind: 'phone', phone: '+852 9123 4567' });
    expect(pickerInput('陳太')).toEqual({ kind: 'name', name: '陳太' });
  });
  it('waits for more than a few digits or one letter', () => {
    expect(pickerInput('9123')).toEqual({ kind: 'none' });
    expect(pickerInput('a')).toEqual({ kind: 'none' });
    expect(pickerInput('')).toEqual({ kind: 'none' });
  });
});

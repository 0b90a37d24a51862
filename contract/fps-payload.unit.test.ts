import { describe, expect, it } from 'vitest';
import {
  crc16CcittFalse,
  field,
  formatAmount,
  fpsIdentifierFromText,
  fpsPayload,
  normalizeFpsIdentifier,
  parseFields,
} from './fps-payload';

// docs/decisions/0082-fps-qr-with-the-amount.md
describe('CRC-16/CCITT-FALSE', () => {
  it('matches the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
  it('of the empty text is the initial value', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
  });
  it('matches the EMVCo specification example payload', () => {
    // the sample from EMV QRCPS merchant-presented mode, Appendix: CRC "6304" + A13A
    const sample =
      '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304';
    expect(crc16CcittFalse(sample)).toBe('A13A');
  });
});

describe('field encoding', () => {
  it('writes id, two-digit length, value', () => {
    expect(field('53', '344')).toBe('5303344');
    expect(field('26', 'x'.repeat(12))).toBe(`2612${'x'.repeat(12)}`);
  });
  it('refuses empty and over-long values', () => {
    expect(() => field('59', '')).toThrow();
    expect(() => field('59', 'x'.repeat(100))).toThrow();
  });
  it('formats the amount with two decimals', () => {
    expect(formatAmount(1250)).toBe('12.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100000)).toBe('1000.00');
    expect(() => formatAmount(0)).toThrow();
    expect(() => formatAmount(12.5)).toThrow();
  });
});

describe('FPS identifiers', () => {
  it('normalises phone numbers to +852-NNNNNNNN', () => {
    expect(normalizeFpsIdentifier('phone', '9123 4567')).toEqual({ kind: 'phone', value: '+852-91234567' });
    expect(normalizeFpsIdentifier('phone', '+852 6123-4567')?.value).toBe('+852-61234567');
    expect(normalizeFpsIdentifier('phone', '1234567')).toBeNull();
  });
  it('accepts 7–9 digit FPS IDs and lower-cases e-mail', () => {
    expect(normalizeFpsIdentifier('fps_id', '1234567')?.value).toBe('1234567');
    expect(normalizeFpsIdentifier('fps_id', '12345')).toBeNull();
    expect(normalizeFpsIdentifier('email', ' Mei@Example.COM ')?.value).toBe('mei@example.com');
    expect(normalizeFpsIdentifier('email', 'nope')).toBeNull();
  });
});

describe('fpsPayload', () => {
  const payload = fpsPayload({
    payee: { kind: 'fps_id', value: '1234567' },
    amountCents: 4250,
    reference: '01JABCDEF',
    merchantName: 'Mei Stall',
  });

  it('is the exact known string for a known input', () => {
    const body =
      '000201' +
      '010212' +
      '2627' +
      '0012hk.com.hkicl' +
      '02071234567' +
      '52040000' +
      '5303344' +
      '540542.50' +
      '5802HK' +
      '5909Mei Stall' +
      '6002HK' +
      '6213' +
      '050901JABCDEF' +
      '6304';
    expect(payload).toBe(`${body}F168`);
  });

  it('puts the fields in EMVCo order with the CRC last', () => {
    const fields = parseFields(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('53')).toBe('344');
    expect(fields.get('54')).toBe('42.50');
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('uses sub-field 03 for a phone and 04 for an e-mail', () => {
    const phone = parseFields(
      fpsPayload({ payee: { kind: 'phone', value: '+852-91234567' }, amountCents: 100, reference: 'r' }),
    );
    expect(parseFields(phone.get('26')!).get('03')).toBe('+852-91234567');
    const email = parseFields(
      fpsPayload({ payee: { kind: 'email', value: 'a@b.hk' }, amountCents: 100, reference: 'r' }),
    );
    expect(parseFields(email.get('26')!).get('04')).toBe('a@b.hk');
    expect(email.get('59')).toBe('NA');
  });

  it('a changed amount changes the CRC', () => {
    const other = fpsPayload({
      payee: { kind: 'fps_id', value: '1234567' },
      amountCents: 4251,
      reference: '01JABCDEF',
      merchantName: 'Mei Stall',
    });
    expect(other.slice(-4)).not.toBe(payload.slice(-4));
  });
});

// docs/decisions/0226-fps-from-payout-details.md: the payout form's one "FPS ID" field
describe('fpsIdentifierFromText', () => {
  it('reads plain digits as an FPS ID, a written phone number as a mobile, "@" as an e-mail', () => {
    expect(fpsIdentifierFromText('1234567')).toEqual({ kind: 'fps_id', value: '1234567' });
    expect(fpsIdentifierFromText(' 912345678 ')).toEqual({ kind: 'fps_id', value: '912345678' });
    expect(fpsIdentifierFromText('9123 4567')).toEqual({ kind: 'phone', value: '+852-91234567' });
    expect(fpsIdentifierFromText('+852-6123-4567')).toEqual({ kind: 'phone', value: '+852-61234567' });
    expect(fpsIdentifierFromText('Mei@Example.com')).toEqual({ kind: 'email', value: 'mei@example.com' });
  });
  it('is null for what FPS cannot pay to', () => {
    expect(fpsIdentifierFromText('12345')).toBeNull();
    expect(fpsIdentifierFromText('1234 5678')).toBeNull(); // not a Hong Kong mobile (starts with 1)
    expect(fpsIdentifierFromText('')).toBeNull();
  });
});

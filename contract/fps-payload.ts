/**
 * The EMVCo merchant-presented QR payload that Hong Kong's Faster Payment System reads
 * (docs/decisions/0082-fps-qr-with-the-amount.md). Pure: no I/O, no DOM, so it is unit-tested on its own.
 *
 * Each field is ID (2 digits) + length (2 digits) + value; the payload ends with field 63, the
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of everything before it including "6304".
 */

export type FpsIdentifier =
  | { kind: 'fps_id'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'email'; value: string };

export interface FpsPaymentInput {
  payee: FpsIdentifier;
  /** integer cents; > 0 */
  amountCents: number;
  /** the order id, carried as the reference label (field 62, sub-field 05) */
  reference: string;
  /** merchant name shown by some banking apps (field 59), ASCII, ≤ 25 characters */
  merchantName?: string;
}

/** The globally unique identifier of HKICL's FPS merchant account template (field 26, sub-field 00). */
export const FPS_GUID = 'hk.com.hkicl';
const HKD_NUMERIC = '344';

/** One TLV field; the value must be 1–99 characters. */
export function field(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`bad field id ${id}`);
  if (value.length < 1 || value.length > 99) throw new Error(`field ${id} must be 1–99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE as four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The identifier as FPS expects it: an FPS ID is 7–9 digits; a Hong Kong mobile number is sent as
 * "+852-NNNNNNNN"; an e-mail address lower-cased. Returns null when the text is not one of these.
 */
export function normalizeFpsIdentifier(kind: FpsIdentifier['kind'], raw: string): FpsIdentifier | null {
  const text = raw.trim();
  if (kind === 'fps_id') {
    return /^\d{7,9}$/.test(text) ? { kind, value: text } : null;
  }
  if (kind === 'phone') {
    const digits = text.replace(/[\s-]/g, '').replace(/^\+?852/, '');
    return /^[4-9]\d{7}$/.test(digits) ? { kind, value: `+852-${digits}` } : null;
  }
  const email = text.toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 64 ? { kind, value: email } : null;
}

/**
 * The identifier in the payout form's single "FPS ID" field, whose kind the seller does not choose
 * (docs/decisions/0226-fps-from-payout-details.md): an address with "@" is an e-mail; a number written as a
 * phone number ("+852 …", or four digits, a space or dash, four digits) is a mobile number; plain 7–9 digits
 * are an FPS ID, which is what the field is labelled. Null when it is none of these.
 */
export function fpsIdentifierFromText(raw: string): FpsIdentifier | null {
  const text = raw.trim();
  if (text.includes('@')) return normalizeFpsIdentifier('email', text);
  if (/^\d{7,9}$/.test(text)) return normalizeFpsIdentifier('fps_id', text);
  return normalizeFpsIdentifier('phone', text);
}

const PAYEE_SUBFIELD: Record<FpsIdentifier['kind'], string> = { fps_id: '02', phone: '03', email: '04' };

/** "12.50" from 1250 cents. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error('amount must be positive integer cents');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function asciiName(name: string | undefined): string {
  const ascii = (name ?? '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 25);
  return ascii || 'NA';
}

export function fpsPayload(input: FpsPaymentInput): string {
  const account = field('00', FPS_GUID) + field(PAYEE_SUBFIELD[input.payee.kind], input.payee.value);
  const reference = input.reference.replace(/[^\x20-\x7e]/g, '').slice(0, 25);
  const body =
    field('00', '01') + // payload format indicator
    field('01', '12') + // point of initiation: dynamic (one payment, with its amount)
    field('26', account) +
    field('52', '0000') + // merchant category code: not given
    field('53', HKD_NUMERIC) +
    field('54', formatAmount(input.amountCents)) +
    field('58', 'HK') +
    field('59', asciiName(input.merchantName)) +
    field('60', 'HK') +
    (reference ? field('62', field('05', reference)) : '');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16CcittFalse(withCrcTag);
}

/** Splits a payload into its top-level fields (for tests and for checking a scanned code). */
export function parseFields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len)) throw new Error(`malformed at ${i}`);
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

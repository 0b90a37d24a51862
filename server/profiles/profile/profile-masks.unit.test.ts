import { describe, expect, it } from 'vitest';
import { publicName } from './public-name';
import { maskFps, maskTail } from './service';

describe('payout masks (docs/decisions/0057)', () => {
  it('shows only the last digits of an account number or FPS phone, the first letter and domain of an email', () => {
    expect(maskTail('024123456789')).toBe('•••• 6789');
    expect(maskFps('+852 9123 4567')).toBe('•••• 567');
    expect(maskFps('1234567')).toBe('•••• 567');
    expect(maskFps('mei@shop.hk')).toBe('m•••@shop.hk');
  });
});

describe('publicName (docs/decisions/0055)', () => {
  it('is the display name, else the username, else a placeholder from the id — never the email', () => {
    const account = { id: '01HZXABCDEF123456', username: null };
    expect(publicName(undefined, account)).toBe('user-123456');
    expect(publicName(undefined, { ...account, username: 'mei' })).toBe('mei');
    const profile = { nickname: 'Mei 美' } as Parameters<typeof publicName>[0];
    expect(publicName(profile, { ...account, username: 'mei' })).toBe('Mei 美');
  });
});

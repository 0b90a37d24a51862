import { describe, expect, it } from 'vitest';
import { isEntryOf } from './history-trail';

describe('the Back rule: is the previous entry the screen’s parent?', () => {
  it('matches the parent’s path, keeping a filtered list’s query', () => {
    expect(isEntryOf('/myProfile', '/myProfile')).toBe(true);
    expect(isEntryOf('/order?status=paid', '/order')).toBe(true);
    expect(isEntryOf('/savedContent?id=abc', '/savedContent?id=abc')).toBe(true);
    expect(isEntryOf('/MySale', '/mySale')).toBe(true);
  });

  it('does not take another screen, or another collection, for the parent', () => {
    expect(isEntryOf('/changeMyProfile', '/myProfile')).toBe(false);
    expect(isEntryOf('/savedContent?id=other', '/savedContent?id=abc')).toBe(false);
    expect(isEntryOf('/payment', '/pos')).toBe(false);
  });
});

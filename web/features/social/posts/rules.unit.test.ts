import { describe, expect, it } from 'vitest';
import { checkPicked, isImageFile, isMobileDevice } from '../../../shared/posts/picked-images';
import { initials } from './Avatar';
import { canPublish, EMPTY_DRAFT } from './PostFields';
import { hiddenCount } from './PostGallery';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('post image picking (docs/product.md §5)', () => {
  it('refuses the whole pick when the total would pass 10', () => {
    const three = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(checkPicked(three, 7).kind).toBe('ok');
    expect(checkPicked(three, 8).kind).toBe('too-many');
    expect(checkPicked([file('a.jpg', 'image/jpeg')], 10).kind).toBe('too-many');
  });
  it('accepts only image files', () => {
    expect(checkPicked([file('a.pdf', 'application/pdf')], 0).kind).toBe('not-images');
    const mixed = checkPicked([file('a.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg')], 0);
    expect(mixed).toMatchObject({ kind: 'ok', skipped: 1 });
    expect(isImageFile({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isImageFile({ name: 'notes.txt', type: '' })).toBe(false);
  });
  it('detects phones by client hints or user agent', () => {
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' } as Navigator)).toBe(true);
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' } as Navigator)).toBe(false);
    expect(
      isMobileDevice({ userAgent: 'X11', userAgentData: { mobile: true } } as unknown as Navigator),
    ).toBe(true);
  });
});

describe('card rules', () => {
  it('shows +N only beyond four images', () => {
    expect([1, 4, 5, 10].map(hiddenCount)).toEqual([0, 0, 1, 6]);
  });
  it('needs a title and an image to post', () => {
    expect(canPublish(EMPTY_DRAFT)).toBe(false);
    expect(canPublish({ ...EMPTY_DRAFT, title: '  ', images: ['a'] })).toBe(false);
    expect(canPublish({ ...EMPTY_DRAFT, title: 'Hi', images: [] })).toBe(false);
    expect(canPublish({ ...EMPTY_DRAFT, title: 'Hi', images: ['a'] })).toBe(true);
  });
  it('makes initials', () => {
    expect(initials('mei dried goods')).toBe('MG');
    expect(initials('陳大文')).toBe('陳');
    expect(initials('')).toBe('?');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilePath, imageKey, imageSrcSet, imageUrl, isImageKey, parseImageKey } from '../../contract/media';

// The naming rule lives in contract/media.ts; its tests live with the media domain.
const hash = '0123456789abcdef0123456789abcdef';
const canonical = `${hash}/1280.webp`;

describe('contract/media naming rule', () => {
  it('builds URLs and srcset from the canonical path', () => {
    expect(imageUrl(canonical)).toBe(`/img/${hash}/1280.webp`);
    expect(imageUrl(canonical, 200)).toBe(`/img/${hash}/320.webp`);
    expect(imageUrl(canonical, 320)).toBe(`/img/${hash}/320.webp`);
    expect(imageUrl(canonical, 321)).toBe(`/img/${hash}/640.webp`);
    expect(imageUrl(canonical, 5000)).toBe(`/img/${hash}/1280.webp`);
    expect(imageUrl(`${hash}/320.webp`)).toBe(`/img/${hash}/1280.webp`);
    expect(imageSrcSet(canonical)).toBe(
      `/img/${hash}/320.webp 320w, /img/${hash}/640.webp 640w, /img/${hash}/1280.webp 1280w`,
    );
  });

  it('keeps a malformed path inside /img/ and gives it no srcset', () => {
    expect(imageSrcSet('../etc/passwd')).toBe('');
    const url = new URL(imageUrl('../../api/user/logout'), 'https://shop.example');
    expect(url.pathname.startsWith('/img/')).toBe(true);
    expect(new URL(imageUrl('..'), 'https://shop.example').pathname.startsWith('/img/')).toBe(true);
  });

  it('FilePath accepts only canonical stored paths', () => {
    expect(FilePath.safeParse(canonical).success).toBe(true);
    for (const bad of [
      `${hash}/320.webp`,
      `/${canonical}`,
      `../${canonical}`,
      `${hash}/../1280.webp`,
      `${hash.toUpperCase()}/1280.webp`,
      `${hash}\\1280.webp`,
      `${hash}/1280.webp?x=1`,
      `${hash}/1280.webp\n`,
      `https://evil.example/${canonical}`,
      '',
    ]) {
      expect(FilePath.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('no accepted key contains a dot segment, a backslash or a leading slash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        if (!isImageKey(s)) return true;
        return !s.startsWith('/') && !s.includes('..') && !s.includes('\\') && parseImageKey(s) !== null;
      }),
    );
    expect(() => imageKey('../x', 320)).toThrow();
  });
});

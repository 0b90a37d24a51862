import { describe, expect, it } from 'vitest';
import { boundaryViolations, layoutProblems } from './feature-boundaries';

describe('web feature boundaries', () => {
  const file = 'web/features/shop/market/MarketPage.tsx';

  it('refuses a deep import into another feature, on one line or several', () => {
    const text = [
      "import { useCart } from '../cart/useCart';",
      'import {',
      '  PostCard,',
      '  PostCardSkeleton,',
      "} from '../../social/posts/PostCard';",
      "export { x } from '../shops/shop-link';",
    ].join('\n');
    expect(boundaryViolations(file, text)).toEqual([
      { file, line: 1, specifier: '../cart/useCart' },
      { file, line: 5, specifier: '../../social/posts/PostCard' },
      { file, line: 6, specifier: '../shops/shop-link' },
    ]);
  });

  it('allows a feature’s index, its own files, the shared layers and lazy import()', () => {
    const text = [
      "import { useCart } from '../cart';",
      "import { PostCard } from '../../social/posts/index';",
      "import { MarketCard } from './MarketCard';",
      "import { Price } from '../../../shared/Price';",
      "import { Button } from '../../../ui/Button';",
      "const Scanner = lazy(() => import('../../sell/scanner/BarcodeScanner'));",
    ].join('\n');
    expect(boundaryViolations(file, text)).toEqual([]);
  });

  it('resolves from sub-folders: ../ may stay inside the feature, ../../ may leave it', () => {
    const nested = 'web/features/social/profile/onboarding/NicknameStepPage.tsx';
    const text = [
      "import { useOwnProfile } from '../useOwnProfile';",
      "import { postKeys } from '../../posts/keys';",
      "import { posts } from '../../posts';",
    ].join('\n');
    expect(boundaryViolations(nested, text)).toEqual([
      { file: nested, line: 2, specifier: '../../posts/keys' },
    ]);
  });

  it('does not apply outside web/features', () => {
    expect(
      boundaryViolations('web/app/route-table.ts', "import X from '../features/shop/cart/CartPage';"),
    ).toEqual([]);
  });

  it('features live in one of the six groups; nothing else sits in web/features or a group', () => {
    expect(
      layoutProblems([
        { path: 'web/features/shop', isDirectory: true },
        { path: 'web/features/shop/cart', isDirectory: true },
        { path: 'web/features/shop/README.md', isDirectory: false },
        { path: 'web/features/misc', isDirectory: true },
        { path: 'web/features/index.ts', isDirectory: false },
        { path: 'web/features/sell/helpers.ts', isDirectory: false },
      ]),
    ).toEqual([
      'web/features/misc: not a feature group (shop, sell, back-office, social, account, platform)',
      'web/features/index.ts: files belong in a feature folder',
      'web/features/sell/helpers.ts: a group holds feature folders only',
    ]);
  });
});

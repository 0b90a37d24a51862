import { describe, expect, it } from 'vitest';
import { boundaryViolations } from './feature-boundaries';

describe('web feature boundaries', () => {
  const file = 'web/features/market/MarketPage.tsx';

  it('refuses a deep import into another feature, on one line or several', () => {
    const text = [
      "import { useCart } from '../cart/useCart';",
      'import {',
      '  PostCard,',
      '  PostCardSkeleton,',
      "} from '../posts/PostCard';",
      "export { x } from '../shops/shop-link';",
    ].join('\n');
    expect(boundaryViolations(file, text)).toEqual([
      { file, line: 1, specifier: '../cart/useCart' },
      { file, line: 5, specifier: '../posts/PostCard' },
      { file, line: 6, specifier: '../shops/shop-link' },
    ]);
  });

  it('allows a feature’s index, its own files, the shared layers and lazy import()', () => {
    const text = [
      "import { useCart } from '../cart';",
      "import { PostCard } from '../posts/index';",
      "import { MarketCard } from './MarketCard';",
      "import { Price } from '../../shared/Price';",
      "import { Button } from '../../ui/Button';",
      "const Scanner = lazy(() => import('../scanner/BarcodeScanner'));",
    ].join('\n');
    expect(boundaryViolations(file, text)).toEqual([]);
  });

  it('resolves from sub-folders: ../ may stay inside the feature, ../../ may leave it', () => {
    const nested = 'web/features/profile/onboarding/NicknameStepPage.tsx';
    const text = [
      "import { useOwnProfile } from '../useOwnProfile';",
      "import { postKeys } from '../../posts/keys';",
    ].join('\n');
    expect(boundaryViolations(nested, text)).toEqual([
      { file: nested, line: 2, specifier: '../../posts/keys' },
    ]);
  });

  it('does not apply outside web/features', () => {
    expect(
      boundaryViolations('web/app/route-table.ts', "import X from '../features/cart/CartPage';"),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  type FeatureEdge,
  featureCycles,
  featureEdges,
  layoutProblems,
} from './feature-boundaries';

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

describe('import cycles between web features (docs/decisions/0285-products-seams-and-feature-cycles.md)', () => {
  /** the edges of a small made-up app: each file's text as the check reads it */
  const edgesOf = (files: Record<string, string>): FeatureEdge[] =>
    Object.entries(files).flatMap(([file, text]) => featureEdges(file, text));

  it('reads static, type-only and lazy imports of other features; not its own files, shared layers or tests', () => {
    const file = 'web/features/social/posts/PostCard.tsx';
    const text = [
      "import { useUnsave } from '../collections';",
      "import type { ProductDraft } from '../../back-office/products';",
      "import { PostGrid } from '../../../shared/posts/PostGrid';",
      "import { Avatar } from './Avatar';",
      "const Sheet = lazy(() => import('../collections/CollectionPickerSheet'));",
    ].join('\n');
    expect(featureEdges(file, text)).toEqual([
      { from: 'social/posts', to: 'social/collections', file, line: 1, lazy: false },
      { from: 'social/posts', to: 'back-office/products', file, line: 2, lazy: false },
      { from: 'social/posts', to: 'social/collections', file, line: 5, lazy: true },
    ]);
    expect(featureEdges('web/features/social/posts/x.unit.test.ts', "import { y } from '../saved';")).toEqual(
      [],
    );
  });

  it('finds a deliberately added cycle, with the imports that close it', () => {
    const cycles = featureCycles(
      edgesOf({
        'web/features/social/posts/PostCard.tsx': "import { useUnsave } from '../collections';",
        'web/features/social/collections/useUnsave.ts': "import { patchPost } from '../posts';",
        'web/features/shop/market/MarketPage.tsx': "import { PostCard } from '../../social/posts';",
      }),
    );
    expect(cycles.map((c) => c.features)).toEqual([['social/collections', 'social/posts']]);
    expect(cycles[0]!.path.map((e) => `${e.from} → ${e.to} (${e.file}:${e.line})`)).toEqual([
      'social/collections → social/posts (web/features/social/collections/useUnsave.ts:1)',
      'social/posts → social/collections (web/features/social/posts/PostCard.tsx:1)',
    ]);
  });

  it('finds a cycle through three features, a lazy import closing it', () => {
    const cycles = featureCycles(
      edgesOf({
        'web/features/account/auth/RegisterPage.tsx':
          "import { ResumeOnboarding } from '../../social/profile';",
        'web/features/social/profile/MyProfilePage.tsx':
          "import { VerifyEmailBanner } from '../../account/security';",
        'web/features/account/security/ReauthSheet.tsx':
          "const Sso = lazy(() => import('../auth/SsoReauth'));",
      }),
    );
    expect(cycles.map((c) => c.features)).toEqual([['account/auth', 'account/security', 'social/profile']]);
    expect(cycles[0]!.path).toHaveLength(3);
    expect(cycles[0]!.path.some((e) => e.lazy)).toBe(true);
  });

  it('finds none where imports only run one way', () => {
    const edges = edgesOf({
      'web/features/social/posts/PostCard.tsx': "import { useUnsave } from '../collections';",
      'web/features/social/collections/useUnsave.ts':
        "import { patchPost } from '../../../shared/posts/post-cache';",
      'web/features/shop/market/MarketPage.tsx': "import { PostCard } from '../../social/posts';",
      'web/features/social/saved/SavedPage.tsx': "import { useUnsave } from '../collections';",
    });
    expect(edges).toHaveLength(3);
    expect(featureCycles(edges)).toEqual([]);
  });
});

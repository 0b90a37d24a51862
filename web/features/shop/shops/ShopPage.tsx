import { MapPin, Search, Share2, Store, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { OfflineMark } from '../../../shared/OfflineMark';
import { SortToggle } from '../../../shared/SortToggle';
import { shareOrCopy, shareUrl } from '../../../shared/share-link';
import { shopPath } from '../../../shared/shop-link';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { Avatar, PostList } from '../../social/posts';
import { usePublicProfile } from '../../social/profile';
import { useCart } from '../cart';
import { MarketCard, useAddToCartFeedback } from '../market';
import { ReviewsSection, ShopRating } from '../reviews';
import { ShopProfileExtra } from './ShopProfileExtra';
import { shopCopyName, useShop } from './useShop';
import { useShopPosts } from './useShopPosts';
import { useShopProducts } from './useShopProducts';

type Tab = 'products' | 'posts' | 'reviews' | 'pickup';
const TABS: Tab[] = ['products', 'posts', 'reviews', 'pickup'];

/**
 * `/shop?id=<seller id>`: a seller's public page (docs/decisions/0092-shop-page.md): name, their products
 * with the market's search and sort, their posts, their store-pickup addresses. The header shows the
 * seller's picture, bio, follower count and follow button (ShopProfileExtra, unless `headerExtra` replaces it).
 */
export default function ShopPage({ headerExtra }: { headerExtra?: ReactNode }) {
  const { t, i18n } = useTranslation('shops');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const tab: Tab = (TABS as string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'products';
  const shop = useShop(id);
  // offline, the phone's copy with its time (decision 0269)
  const asOf = useOfflineAsOf(id ? shopCopyName(id) : null);
  // the seller's shop picture, else their profile picture (docs/decisions/0055)
  const profile = usePublicProfile(id, Boolean(id));
  const picture = profile.data?.store_pic ?? profile.data?.avatar ?? null;

  async function share() {
    const outcome = await shareOrCopy({
      title: shop.data?.name ?? '',
      url: shareUrl(shopPath(id), i18n.language),
    });
    if (outcome === 'copied' || outcome === 'failed')
      toast.show(outcome === 'copied' ? t('linkCopied') : t('copyFailed'), {
        tone: outcome === 'copied' ? 'success' : 'danger',
      });
  }

  function openTab(x: Tab) {
    const p = new URLSearchParams(params);
    p.set('tab', x);
    setParams(p, { replace: true });
  }

  const notFound = !id || (shop.error instanceof ApiError && shop.error.status === 404);
  return (
    <>
      <PageHeader
        title={shop.data?.name ?? t('title')}
        back
        right={
          shop.data ? (
            <button
              type="button"
              onClick={() => void share()}
              aria-label={t('share')}
              className="flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <Share2 aria-hidden="true" className="size-5" />
            </button>
          ) : undefined
        }
      />
      <OfflineMark asOf={asOf} />
      <main className="flex flex-col gap-3 pb-10">
        {notFound ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('notFound')}
            action={{ label: t('toMarket'), to: '/market' }}
          />
        ) : shop.isError ? (
          <QueryFailed title={t('loadFailed')} query={shop} />
        ) : !shop.data ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('loading')}
            className="flex flex-col gap-3 px-4 pt-3"
          >
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </div>
        ) : (
          <>
            <section
              aria-label={t('about')}
              className="flex flex-wrap items-center gap-3 bg-white px-4 py-4"
              data-testid="shop-header"
            >
              {picture ? (
                <Avatar name={shop.data.name} pic={picture} size={64} />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-16 shrink-0 items-center justify-center rounded-full bg-nav-product/15 text-2xl font-bold text-nav-product"
                >
                  {shop.data.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <h2 className="truncate text-xl font-bold text-gray-900">{shop.data.name}</h2>
                <p className="flex items-center gap-1 text-sm text-gray-500">
                  <Store aria-hidden="true" className="size-4" />
                  {t('subtitle')}
                </p>
                <ShopRating sellerId={id} onOpen={() => openTab('reviews')} />
              </div>
              {headerExtra ?? <ShopProfileExtra sellerId={id} name={shop.data.name} />}
            </section>
            <div
              role="tablist"
              aria-label={t('sections')}
              className="mx-4 grid grid-cols-4 rounded-xl bg-gray-100 p-1"
            >
              {TABS.map((x) => (
                <button
                  key={x}
                  type="button"
                  role="tab"
                  aria-selected={tab === x}
                  onClick={() => openTab(x)}
                  className={`min-h-10 rounded-lg text-sm font-semibold ${tab === x ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600'}`}
                >
                  {t(`tabs.${x}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
              {tab === 'products' && <ShopProducts sellerId={id} />}
              {tab === 'posts' && <ShopPosts sellerId={id} />}
              {tab === 'reviews' && (
                <div className="px-4 pt-2">
                  <ReviewsSection subject={{ sellerId: id }} />
                </div>
              )}
              {tab === 'pickup' && <Pickups addresses={shop.data.pickup_addresses} />}
            </div>
          </>
        )}
      </main>
    </>
  );
}

function ShopProducts({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('shops');
  const { t: tm } = useTranslation('market');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [sort, setSort] = useState<1 | -1>(-1);
  const products = useShopProducts(sellerId, search, sort);
  const cart = useCart();
  const inCart = new Set((cart.data?.lines ?? []).map((l) => l.product_id));
  const quickAdd = useAddToCartFeedback();
  const items = products.data?.pages.flat() ?? [];

  function onQuickAdd(product: Product, from: Element | null) {
    if (inCart.has(product._id)) {
      toast.show(tm('cart:alreadyInCart'), { tone: 'warning' });
      return;
    }
    quickAdd.add(product, 1, from);
  }

  return (
    <div className="flex flex-col gap-3 px-3 pt-3">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <TextField
          label={t('search')}
          hideLabel
          placeholder={t('search')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          wrapperClassName="flex-1"
        />
        <button
          type="submit"
          aria-label={t('searchGo')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-700"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
        <SortToggle
          oldestFirst={sort === 1}
          onToggle={() => setSort(sort === 1 ? -1 : 1)}
          text={sort === 1 ? tm('sortOldest') : tm('sortNewest')}
          actionLabel={sort === 1 ? tm('sortOldestLabel') : tm('sortNewestLabel')}
        />
      </form>
      {products.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="grid grid-cols-2 gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      ) : products.isError ? (
        <QueryFailed title={t('loadFailed')} query={products} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Store />} title={search ? t('noMatch', { search }) : t('noProducts')} />
      ) : (
        <>
          <ul aria-label={t('products')} className="grid grid-cols-2 gap-3">
            {items.map((p) => (
              <li key={p._id}>
                <MarketCard product={p} inCart={inCart.has(p._id)} onQuickAdd={onQuickAdd} />
              </li>
            ))}
          </ul>
          <LoadMoreOf query={products} />
        </>
      )}
    </div>
  );
}

function ShopPosts({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('shops');
  const posts = useShopPosts(sellerId, true);
  return (
    <div className="pt-3">
      <PostList
        query={posts}
        label={t('posts')}
        empty={<EmptyState icon={<Store />} title={t('noPosts')} />}
      />
    </div>
  );
}

function Pickups({
  addresses,
}: {
  addresses: { _id: string; name: string; address: string; hours: string | null; phone: string | null }[];
}) {
  const { t } = useTranslation('shops');
  if (addresses.length === 0) {
    return (
      <div className="px-3 pt-3">
        <EmptyState icon={<MapPin />} title={t('noPickup')} />
      </div>
    );
  }
  return (
    <ul aria-label={t('pickup')} className="flex flex-col gap-3 px-3 pt-3">
      {addresses.map((a) => (
        <li key={a._id} className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80">
          <p className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <MapPin aria-hidden="true" className="size-4 text-nav-product" />
            {a.name}
          </p>
          <p className="text-sm text-gray-700">{a.address}</p>
          {a.hours && <p className="text-xs text-gray-500">{a.hours}</p>}
          {a.phone && <p className="text-xs text-gray-500">{a.phone}</p>}
        </li>
      ))}
    </ul>
  );
}

import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import {
  BACKGROUND_CHECK_MS,
  EXPIRY_MS,
  MAX_ENTRIES,
  RESTORE_DELAY_MS,
  routeCache,
  UpdateBanner,
} from '../../../lib/route-cache';
import { formatPrice } from '../../../shared/Price';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonText } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { DevSection } from './DevLinks';
import { CACHE_DEMO_KEY, loadCacheDemoProducts, useCacheDemoProducts } from './useCacheDemoProducts';
import { useCacheEntries } from './useCacheEntries';

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/**
 * `/cache-demo`: the route data cache of web/lib/route-cache (docs/product.md §4) at work. Its own entry holds the market's
 * newest products (a real call); the table shows every entry the app holds now (the product list's, the market's…),
 * with ages, expiry and flags, and each can be flagged, refreshed or cleared. docs/decisions/0043-developer-pages.md.
 */
export default function CacheDemoPage() {
  const { t } = useTranslation('devtools');
  const toast = useToast();
  const { pathname, search } = useLocation();
  const products = useCacheDemoProducts();
  const { now, entries } = useCacheEntries();

  async function setFresh() {
    try {
      routeCache.set(CACHE_DEMO_KEY, await loadCacheDemoProducts(), pathname + search);
      await products.reload();
      toast.show(t('cache.didSet'), { tone: 'success' });
    } catch (error) {
      toast.show((error as Error).message, { tone: 'danger' });
    }
  }

  async function flag(key: string) {
    try {
      // The newer data is fetched for real; flagging raises the banner whether or not it differs.
      const newer = key === CACHE_DEMO_KEY ? await loadCacheDemoProducts() : routeCache.get(key)?.data;
      routeCache.flagUpdate(key, newer);
    } catch (error) {
      toast.show((error as Error).message, { tone: 'danger' });
    }
  }

  async function checkNow() {
    try {
      const changed = routeCache.checkForUpdate(CACHE_DEMO_KEY, await loadCacheDemoProducts());
      toast.show(changed ? t('cache.checkChanged') : t('cache.checkSame'), { tone: 'info' });
    } catch (error) {
      toast.show((error as Error).message, { tone: 'danger' });
    }
  }

  function refresh(key: string) {
    if (key === CACHE_DEMO_KEY) return void products.refresh();
    if (!routeCache.refresh(key)) toast.show(t('cache.nothingToApply'), { tone: 'info' });
  }

  return (
    <>
      <PageHeader title={t('pages.cache.title')} back />
      <UpdateBanner
        visible={products.updateAvailable}
        onRefresh={() => void products.refresh()}
        onDismiss={products.dismissUpdate}
      />
      <main className="flex flex-col gap-8 px-4 pt-4 pb-12">
        <p className="text-sm text-gray-600">
          {t('cache.intro', {
            max: MAX_ENTRIES,
            expiry: EXPIRY_MS / 60_000,
            check: BACKGROUND_CHECK_MS / 1000,
            restore: RESTORE_DELAY_MS,
          })}
        </p>

        <DevSection title={t('cache.ownEntry')}>
          <div aria-live="polite" className="rounded-2xl border border-gray-200 p-3 text-sm">
            {products.status === 'loading' && products.data === undefined ? (
              <div role="status" aria-label={t('cache.loading')}>
                <SkeletonText lines={3} />
              </div>
            ) : products.status === 'error' ? (
              <LoadFailed
                title={t('cache.loadFailed')}
                error={products.error}
                onRetry={() => void products.reload({ force: true })}
              />
            ) : products.data && products.data.length === 0 ? (
              <EmptyState title={t('cache.noProducts')} />
            ) : (
              <ul className="flex flex-col gap-1" data-testid="cache-demo-products">
                {products.data?.map((p) => (
                  <li key={p._id} className="flex justify-between gap-2">
                    <span className="truncate">{p.name}</span>
                    <span className="shrink-0 text-gray-600">{formatPrice(p.discounted_price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => void products.reload()}>
              {t('cache.load')}
            </Button>
            <Button variant="secondary" onClick={() => void products.reload({ force: true })}>
              {t('cache.forceLoad')}
            </Button>
            <Button variant="secondary" onClick={() => void setFresh()}>
              {t('cache.set')}
            </Button>
            <Button variant="secondary" onClick={() => void checkNow()}>
              {t('cache.check')}
            </Button>
          </div>
        </DevSection>

        <DevSection title={t('cache.entries', { count: entries.length, max: MAX_ENTRIES })}>
          {entries.length === 0 ? (
            <EmptyState title={t('cache.noEntries')} message={t('cache.noEntriesText')} />
          ) : (
            <ul className="flex flex-col gap-2" data-testid="cache-entries">
              {entries.map(({ key, entry }) => (
                <li key={key} className="rounded-2xl border border-gray-200 p-3 text-sm" data-cache-key={key}>
                  <p className="font-mono text-xs break-all text-gray-900">{key}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-gray-700">
                    <dt>{t('cache.age')}</dt>
                    <dd>{t('cache.seconds', { count: seconds(now - entry.timestamp) })}</dd>
                    <dt>{t('cache.expiresIn')}</dt>
                    <dd>
                      {entry.expiry > now
                        ? t('cache.seconds', { count: seconds(entry.expiry - now) })
                        : t('cache.expired')}
                    </dd>
                    <dt>{t('cache.route')}</dt>
                    <dd className="break-all">{entry.route ?? '—'}</dd>
                    <dt>{t('cache.scroll')}</dt>
                    <dd>
                      {entry.scrollPosition ? `${entry.scrollPosition.x}, ${entry.scrollPosition.y}` : '—'}
                    </dd>
                    <dt>{t('cache.updateAvailable')}</dt>
                    <dd>{entry.updateAvailable ? t('cache.yes') : t('cache.no')}</dd>
                    <dt>{t('cache.banner')}</dt>
                    <dd>{entry.showUpdateBanner ? t('cache.yes') : t('cache.no')}</dd>
                  </dl>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void flag(key)}
                      aria-label={t('cache.flagNamed', { key })}
                    >
                      {t('cache.flag')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => refresh(key)}
                      aria-label={t('cache.refreshNamed', { key })}
                    >
                      {t('cache.refresh')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => routeCache.clear(key)}
                      aria-label={t('cache.clearNamed', { key })}
                    >
                      {t('cache.clear')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {entries.length > 0 && (
            <Button variant="secondary" onClick={() => routeCache.clearAll()} className="self-start">
              {t('cache.clearAll')}
            </Button>
          )}
        </DevSection>
      </main>
    </>
  );
}

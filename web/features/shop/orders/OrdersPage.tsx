import { ClipboardList, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { OrderStatus } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { UpdateBanner } from '../../../lib/route-cache';
import { useSession } from '../../../lib/session';
import { OfflineMark } from '../../../shared/OfflineMark';
import { OrderCard } from '../../../shared/orders/OrderCard';
import type { OrderRole } from '../../../shared/orders/order-keys';
import { FILTER_STATUSES } from '../../../shared/orders/order-status';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { LoadMore } from '../../../ui/LoadMore';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { ClaimedOrders, useClaimedOrders } from '../order-payments';
import { OrdersTable } from './OrdersTable';
import { useOrders } from './useOrders';

/** `/order`: my orders, and for a seller the incoming orders; status chips; paged; cached per route. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const session = useSession();
  const isSeller = session?.role === 's';
  const [params, setParams] = useSearchParams();
  const role: OrderRole = isSeller && params.get('tab') !== 'mine' ? 'seller' : 'buyer';
  const rawStatus = params.get('status') ?? '';
  const status = (FILTER_STATUSES as string[]).includes(rawStatus) ? (rawStatus as OrderStatus) : '';
  const orders = useOrders(session?.user_id ?? '', role, status);

  function setFilter(next: { tab?: OrderRole; status?: OrderStatus | '' }) {
    const p = new URLSearchParams();
    const nextRole = next.tab ?? role;
    if (isSeller && nextRole === 'buyer') p.set('tab', 'mine');
    const s = next.status ?? (next.tab ? '' : status);
    if (s) p.set('status', s);
    setParams(p, { replace: true });
  }

  const { shown: page, stale } = orders;
  // orders shown in the "buyers say they paid" section above are not repeated below it
  const claimed = useClaimedOrders(role === 'seller' && !status);
  const claimedIds = new Set(
    role === 'seller' && !status ? (claimed.data?.items ?? []).map((o) => o.order_id) : [],
  );
  const items = (page?.items ?? []).filter((o) => !claimedIds.has(o.order_id));

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <h1 className="flex h-14 items-center px-4 text-xl font-bold text-gray-900">{t('title')}</h1>
        {isSeller && (
          <div
            role="tablist"
            aria-label={t('tabs')}
            className="mx-4 mb-2 grid grid-cols-2 rounded-xl bg-gray-100 p-1"
          >
            {(['seller', 'buyer'] as const).map((r) => (
              <button
                key={r}
                type="button"
                role="tab"
                aria-selected={role === r}
                onClick={() => setFilter({ tab: r })}
                className={`min-h-10 rounded-lg text-sm font-semibold transition-colors ${
                  role === r ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600'
                }`}
              >
                {r === 'seller' ? t('incoming') : t('mine')}
              </button>
            ))}
          </div>
        )}
        <ul aria-label={t('filter')} className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          {(['', ...FILTER_STATUSES] as const).map((s) => (
            <li key={s || 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={status === s}
                onClick={() => setFilter({ status: s })}
                className={`flex min-h-10 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand ${
                  status === s ? 'bg-nav-order text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200'
                }`}
              >
                {s ? t(`status.${s}`) : t('all')}
              </button>
            </li>
          ))}
        </ul>
        <UpdateBanner
          visible={orders.updateAvailable}
          onRefresh={() => void orders.refresh()}
          onDismiss={orders.dismissUpdate}
        />
      </header>
      <OfflineMark asOf={orders.offlineAsOf} />

      <main className="px-3 pt-3 pb-6">
        {/* claimed payments come first: the seller checks them before anything else (issue 19) */}
        {role === 'seller' && !status && (
          <div className="mb-4">
            <ClaimedOrders />
          </div>
        )}
        {page === undefined && orders.status === 'loading' && (
          <div aria-busy="true" className="flex flex-col gap-2.5">
            <Spinner label={t('loading')} className="sr-only" />
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex flex-col gap-3 rounded-2xl p-3.5 ring-1 ring-gray-100">
                <Skeleton className="h-4 w-2/5" />
                <div className="flex gap-3">
                  <Skeleton className="size-12 rounded-xl" />
                  <Skeleton className="h-4 flex-1" />
                </div>
              </div>
            ))}
          </div>
        )}
        {page === undefined && orders.status === 'error' && (
          <LoadFailed
            title={t('errorTitle')}
            error={orders.error}
            onRetry={() => void orders.reload({ force: true })}
          />
        )}
        {page !== undefined &&
          items.length === 0 &&
          claimedIds.size === 0 &&
          !stale &&
          (status ? (
            <EmptyState
              icon={<SearchX />}
              title={t('noMatchTitle')}
              message={t('noMatch', { status: t(`status.${status}`) })}
              action={{ label: t('showAll'), onClick: () => setFilter({ status: '' }) }}
            />
          ) : role === 'seller' ? (
            <EmptyState
              icon={<ClipboardList />}
              title={t('emptyIncomingTitle')}
              message={t('emptyIncoming')}
            />
          ) : (
            <EmptyState
              icon={<ClipboardList />}
              title={t('emptyTitle')}
              message={t('empty')}
              action={{ label: t('browse'), to: '/market' }}
            />
          ))}
        {items.length > 0 && (
          <>
            <ul
              aria-label={t('listLabel')}
              className={`flex flex-col gap-2.5 lg:hidden ${stale ? 'opacity-60' : ''}`}
            >
              {items.map((o) => (
                <li key={o.order_id}>
                  <OrderCard order={o} />
                </li>
              ))}
            </ul>
            <div
              className={`hidden overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 lg:block ${stale ? 'opacity-60' : ''}`}
            >
              <OrdersTable orders={items} />
            </div>
            <LoadMore
              hasMore={Boolean(page?.cursor) && !stale}
              loading={orders.loadingMore}
              failed={orders.loadMoreError !== null}
              onLoadMore={() => void orders.loadMore()}
            />
          </>
        )}
      </main>
    </>
  );
}

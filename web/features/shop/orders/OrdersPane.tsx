import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { LoadMore } from '../../../ui/LoadMore';
import { Skeleton } from '../../../ui/Skeleton';
import { OrderCard } from './OrderCard';
import { useOrders } from './useOrders';

/**
 * The order list beside an open order on a laptop (docs/decisions/0273-laptop-back-office.md): a seller's incoming
 * orders (a shopper's own), the open one marked; the same cached, live list as the orders screen.
 */
export default function OrdersPane() {
  const { t } = useTranslation('orders');
  const { t: tb } = useTranslation('backOffice');
  const session = useSession();
  const [params] = useSearchParams();
  const open = params.get('id');
  const orders = useOrders(session?.user_id ?? '', session?.role === 's' ? 'seller' : 'buyer', '');
  const items = orders.shown?.items ?? [];
  return (
    <aside
      aria-label={tb('panes.orders')}
      data-pane="orders"
      className="sticky top-0 hidden h-dvh w-80 shrink-0 flex-col overflow-y-auto border-r border-gray-200 bg-gray-50 lg:flex"
    >
      <h2 className="sticky top-0 z-10 flex h-14 shrink-0 items-center border-b border-gray-100 bg-gray-50/95 px-4 text-base font-semibold text-gray-900">
        <Link
          to="/order"
          className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('title')}
        </Link>
      </h2>
      {orders.shown === undefined ? (
        <div className="flex flex-col gap-2 p-3">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      ) : (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-2 p-3">
          {items.map((o) => (
            <li
              key={o.order_id}
              aria-current={o.order_id === open ? 'true' : undefined}
              className="rounded-2xl aria-[current]:ring-2 aria-[current]:ring-nav-order"
            >
              <OrderCard order={o} />
            </li>
          ))}
        </ul>
      )}
      <div className="px-3 pb-3">
        <LoadMore
          hasMore={Boolean(orders.shown?.cursor) && !orders.stale}
          loading={orders.loadingMore}
          failed={orders.loadMoreError !== null}
          onLoadMore={() => void orders.loadMore()}
        />
      </div>
    </aside>
  );
}

import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { OrderCard } from '../../../shared/orders/OrderCard';
import { LoadMore } from '../../../ui/LoadMore';
import { SidePane } from '../../../ui/SidePane';
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
    <SidePane
      label={tb('panes.orders')}
      pane="orders"
      title={t('title')}
      to="/order"
      loading={orders.shown === undefined}
      rowClassName="h-24 rounded-2xl"
      tone="gray"
      footer={
        <div className="px-3 pb-3">
          <LoadMore
            hasMore={Boolean(orders.shown?.cursor) && !orders.stale}
            loading={orders.loadingMore}
            failed={orders.loadMoreError !== null}
            onLoadMore={() => void orders.loadMore()}
          />
        </div>
      }
    >
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
    </SidePane>
  );
}

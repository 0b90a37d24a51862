import { Link } from 'react-router';
import type { Order } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { formatAmount } from '../../../shared/units/amount';
import { SortableTable, type TableColumn } from '../../../ui/SortableTable';

/** The order list as a sortable table, on a laptop (docs/decisions/0175-laptop-back-office.md). */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('orders');
  const columns: TableColumn<Order>[] = [
    {
      key: 'number',
      header: t('table.number'),
      cell: (o) => (
        <Link
          to={`/orderDetail?id=${encodeURIComponent(o.order_id)}`}
          className="whitespace-nowrap font-medium text-pink-800 underline underline-offset-2"
        >
          #{o.sale_number}
        </Link>
      ),
      sortValue: (o) => o.sale_number,
    },
    {
      key: 'placed',
      header: t('table.placed'),
      cell: (o) => <span className="whitespace-nowrap">{(o.placed_at ?? o.created_at).slice(0, 16)}</span>,
      sortValue: (o) => o.placed_at ?? o.created_at,
    },
    {
      key: 'party',
      header: t('table.party'),
      cell: (o) => (o.is_seller ? o.buyer_name : o.seller_name) ?? '—',
      sortValue: (o) => (o.is_seller ? o.buyer_name : o.seller_name) ?? '',
    },
    {
      key: 'items',
      header: t('table.items'),
      cell: (o) => (
        <span className="line-clamp-2 min-w-48">
          {o.items.map((l) => `${l.name} × ${formatAmount(l.quantity, l.unit, i18n.language)}`).join(', ')}
        </span>
      ),
    },
    {
      key: 'delivery',
      header: t('table.delivery'),
      cell: (o) => (o.delivery ? t(`table.deliveryKind.${o.delivery.kind}`) : '—'),
      sortValue: (o) => o.delivery?.kind ?? '',
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (o) => t(`status.${o.status}`),
      sortValue: (o) => o.status,
    },
    {
      key: 'total',
      header: t('table.total'),
      cell: (o) => formatPrice(o.total),
      sortValue: (o) => o.total,
      align: 'right',
    },
  ];
  return (
    <SortableTable
      rows={orders}
      columns={columns}
      rowKey={(o) => o.order_id}
      caption={t('listLabel')}
      sortLabel={(column) => t('table.sortBy', { column })}
    />
  );
}

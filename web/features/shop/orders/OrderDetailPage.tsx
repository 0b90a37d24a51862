import {
  Check,
  ChevronRight,
  MapPin,
  MessageSquare,
  PackageCheck,
  Store,
  TriangleAlert,
  Truck,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Courier } from '../../../../contract/couriers';
import type { HkArea } from '../../../../contract/delivery-fees';
import { fromCents } from '../../../../contract/money';
import { orderBill } from '../../../../contract/order-bill';
import type { Order, OrderAction, OrderStatus } from '../../../../contract/orders';
import { printedLine } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { formatRounding } from '../../../shared/cash/rounding';
import { MessageLink } from '../../../shared/MessageLink';
import { OfflineMark } from '../../../shared/OfflineMark';
import { StatusChip } from '../../../shared/orders/OrderCard';
import { refundedInFull } from '../../../shared/orders/order-status';
import { orderCopyName, useOrder } from '../../../shared/orders/useOrder';
import { useOrderQrCodes } from '../../../shared/orders/useOrderQrCodes';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { shopPath } from '../../../shared/shop-link';
import { formatAmount, perUnit } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { SaleRefunds } from '../../back-office/refunds';
import { OrderFpsQr } from '../../sell/fps';
import { ClaimReview, PayFromPhone, SavePayloadButtons } from '../order-payments';
import { ReceiptButton } from '../receipts';
import { OrderReviews } from '../reviews';
import { BuyAgainButton } from './BuyAgainButton';
import { ShipmentCard } from './ShipmentCard';
import { ShipSheet } from './ShipSheet';
import { SpecialPriceButton } from './SpecialPriceButton';
import { useCancelOrder } from './useCancelOrder';
import { useReceivedPayment } from './useReceivedPayment';
import { useUpdateOrderStatus } from './useUpdateOrderStatus';

/** `/orderDetail?id=`: lines, status timeline, totals, payment codes while unpaid, cancel, and the seller's steps. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const id = params.get('id');
  const order = useOrder(id);
  const o = order.data;
  // offline, the phone's copy with its time (decision 0269)
  const asOf = useOfflineAsOf(orderCopyName(useSession()?.user_id, id ?? ''));

  return (
    <>
      <PageHeader title={o ? t('number', { number: o.sale_number }) : t('detailTitle')} back="/order" />
      <OfflineMark asOf={asOf} />
      <main className="flex flex-col gap-3 px-3 pt-3 pb-10">
        {!id || (order.isError && order.error instanceof ApiError && order.error.status === 404) ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('notFound')}
            action={{ label: t('backToOrders'), to: '/order' }}
          />
        ) : order.isError && !o ? (
          <QueryFailed title={t('loadFailed')} query={order} />
        ) : !o ? (
          <SkeletonStatus
            label={t('loading')}
            className="flex flex-col gap-3"
            blocks={['h-24 w-full rounded-2xl', 'h-64 w-full rounded-2xl', 'h-32 w-full rounded-2xl']}
          />
        ) : (
          <OrderBody order={o} sellerName={o.seller_name ?? undefined} />
        )}
      </main>
    </>
  );
}

function OrderBody({ order, sellerName }: { order: Order; sellerName?: string }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tp } = useTranslation('orderPay');
  const { t: tm } = useTranslation('messages');
  const toast = useToast();
  const pending = order.status === 'pending_payment';
  // what she may do now is the server's answer (docs/decisions/0291-order-actions-from-the-server.md): a button
  // shows only where its call would be taken
  // (a copy kept on the phone by an older version has none: it offers nothing until the server answers)
  const can = (action: OrderAction) => order.actions?.includes(action) ?? false;
  // the lines and the bill from the shared figures (contract/order-bill.ts), never re-derived here
  const { sold, bill, off } = orderBill(order);
  const printed = sold.map(printedLine);
  const qr = useOrderQrCodes(order.order_id, pending);
  const cancel = useCancelOrder();
  const received = useReceivedPayment();
  const fulfil = useUpdateOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // "Mark shipped" asks the courier and waybill first (decision 0243)
  const [shipping, setShipping] = useState(false);
  const [method, setMethod] = useState<string>('');
  const [payKey, setPayKey] = useState(newIdempotencyKey);
  const codes = qr.data?.codes ?? [];
  const chosenMethod = method || codes[0]?._id || 'cash';
  const pickup = order.delivery?.kind === 'pickup';

  function markReceived() {
    received.mutate(
      { id: order.order_id, method: chosenMethod, idempotency_key: payKey },
      {
        onSuccess: () => toast.show(t('receivedDone'), { tone: 'success', durationMs: TOAST_MS.notice }),
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  }

  function step(
    status: 'shipped' | 'ready_for_pickup' | 'completed',
    shipment?: { courier: Courier; tracking_number: string },
  ) {
    fulfil.mutate(
      {
        id: order.order_id,
        status,
        ...(shipment
          ? {
              courier: shipment.courier,
              ...(shipment.tracking_number ? { tracking_number: shipment.tracking_number } : {}),
            }
          : {}),
      },
      {
        onSuccess: () => {
          setShipping(false);
          toast.show(t(`stepDone.${status}`), { tone: 'success', durationMs: TOAST_MS.notice });
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  }

  // every step agrees with the order's state, also for orders whose step time was never stamped (issue 25)
  const reached = (steps: OrderStatus[]) => steps.includes(order.status);
  const timeline: { key: string; label: string; at: string | null; done: boolean }[] = [
    { key: 'placed', label: t('timeline.placed'), at: order.placed_at, done: order.placed_at !== null },
    {
      key: 'paid',
      label: t('timeline.paid'),
      at: order.paid_at,
      done: order.paid_at !== null || reached(['paid', 'shipped', 'ready_for_pickup', 'completed']),
    },
    {
      key: 'shipped',
      label: pickup ? t('timeline.ready') : t('timeline.shipped'),
      at: order.shipped_at,
      done: order.shipped_at !== null || reached(['shipped', 'ready_for_pickup', 'completed']),
    },
    {
      key: 'completed',
      label: t('timeline.completed'),
      at: order.completed_at,
      done: order.completed_at !== null || reached(['completed']),
    },
  ];

  return (
    <>
      <section
        aria-label={t('statusLabel')}
        className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
      >
        <div className="flex items-center justify-between gap-2">
          {order.is_seller ? (
            <p className="flex min-w-0 items-start gap-1.5 text-sm text-gray-600">
              <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-nav-product" />
              {/* one run of text: as flex items, "你的銷售" was squeezed to two lines beside a long buyer name */}
              {/* break-keep: a Chinese name stays whole ("陳大文"), lines break at spaces and the " · " */}
              <span className="min-w-0 break-keep">
                <span className="whitespace-nowrap">{t('youSell')}</span>
                {order.buyer_name && (
                  <span data-testid="order-buyer"> · {tp('buyerIs', { name: order.buyer_name })}</span>
                )}
              </span>
            </p>
          ) : order.seller_id ? (
            <Link
              to={shopPath(order.seller_id)}
              className="flex min-h-10 items-center gap-1.5 text-sm font-medium text-gray-700 underline-offset-2 hover:underline"
            >
              <Store aria-hidden="true" className="size-4 text-nav-product" />
              {sellerName ?? t('seller')}
            </Link>
          ) : null}
          <StatusChip status={order.status} refunded={refundedInFull(order)} />
        </div>
        <p className="mt-2 text-sm text-gray-700">
          {refundedInFull(order)
            ? t(`refundedHint.${order.is_seller ? 'seller' : 'buyer'}`)
            : t(`hint.${order.is_seller ? 'seller' : 'buyer'}.${order.status}`)}
        </p>
        {order.status === 'cancelled' ? (
          <p className="mt-3 text-sm text-gray-500">{t('cancelledAt', { at: order.cancelled_at ?? '' })}</p>
        ) : (
          <ol aria-label={t('timeline.label')} className="mt-4 flex flex-col gap-0">
            {timeline.map((s, i) => (
              <li key={s.key} className="relative flex gap-3 pb-3 last:pb-0">
                {i < timeline.length - 1 && (
                  <span
                    aria-hidden="true"
                    className={`absolute top-6 left-[11px] h-[calc(100%-1.25rem)] w-0.5 ${s.done ? 'bg-nav-order' : 'bg-gray-200'}`}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={`z-[1] flex size-6 shrink-0 items-center justify-center rounded-full ${s.done ? 'bg-nav-order text-white' : 'bg-gray-100 text-gray-400 ring-1 ring-gray-200'}`}
                >
                  {s.done ? (
                    <Check className="size-3.5" strokeWidth={3} />
                  ) : (
                    <span className="size-1.5 rounded-full bg-gray-300" />
                  )}
                </span>
                <span className="min-w-0 text-sm">
                  <span className={`block font-medium ${s.done ? 'text-gray-900' : 'text-gray-500'}`}>
                    {s.label}
                    <span className="sr-only">
                      {s.done ? ` — ${t('timeline.done')}` : ` — ${t('timeline.waiting')}`}
                    </span>
                  </span>
                  {s.at && <span className="block text-xs text-gray-500">{s.at}</span>}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {can('pay') && (
        <PayFromPhone
          order={order}
          dynamicCode={
            <OrderFpsQr
              order={order}
              actions={(payload) => (
                <SavePayloadButtons payload={payload} label="FPS" fileName={`fps-${order.sale_number}.png`} />
              )}
            />
          }
        />
      )}

      {can('confirm_payment') && <ClaimReview orderId={order.order_id} />}

      {can('confirm_payment') && (
        <section
          aria-labelledby="receive-heading"
          className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
        >
          <h2 id="receive-heading" className="text-base font-semibold text-gray-900">
            {t('receiveTitle')}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {t('receiveIntro', { amount: formatPrice(order.total) })}
          </p>
          <fieldset className="mt-3 flex flex-wrap gap-2">
            <legend className="mb-1.5 text-xs font-semibold text-gray-500">{t('paidWith')}</legend>
            {[...codes.map((c) => ({ id: c._id, label: c.label })), { id: 'cash', label: t('cash') }].map(
              (m) => (
                <label
                  key={m.id}
                  className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${chosenMethod === m.id ? 'border-nav-order bg-teal-50 font-semibold text-teal-900' : 'border-gray-200 text-gray-700'}`}
                >
                  <input
                    type="radio"
                    name="pay-method"
                    className="sr-only"
                    checked={chosenMethod === m.id}
                    onChange={() => {
                      setMethod(m.id);
                      if (received.isError) setPayKey(newIdempotencyKey());
                    }}
                  />
                  {m.label}
                </label>
              ),
            )}
          </fieldset>
          <Button block size="lg" className="mt-4" onClick={markReceived} loading={received.isPending}>
            {t('markReceived')}
          </Button>
          {can('special_price') && <SpecialPriceButton order={order} />}
        </section>
      )}

      {(can('ship') || can('mark_ready') || can('complete')) && (
        <section className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80">
          {can('ship') || can('mark_ready') ? (
            <Button
              block
              size="lg"
              onClick={() => (can('mark_ready') ? step('ready_for_pickup') : setShipping(true))}
              loading={fulfil.isPending}
            >
              {can('mark_ready') ? (
                <PackageCheck aria-hidden="true" className="size-5" />
              ) : (
                <Truck aria-hidden="true" className="size-5" />
              )}
              {can('mark_ready') ? t('markReady') : t('markShipped')}
            </Button>
          ) : (
            <Button block size="lg" onClick={() => step('completed')} loading={fulfil.isPending}>
              <Check aria-hidden="true" className="size-5" />
              {t('markCompleted')}
            </Button>
          )}
        </section>
      )}

      {can('ship') && (
        <ShipSheet
          open={shipping}
          onOpenChange={setShipping}
          initial={null}
          submitLabel={t('markShipped')}
          pending={fulfil.isPending}
          onSubmit={(s) => step('shipped', s)}
        />
      )}

      <ShipmentCard order={order} />

      <OrderReviews order={order} />

      <section
        aria-labelledby="items-heading"
        className="rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
      >
        <h2
          id="items-heading"
          className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-gray-900"
        >
          {t('items', { count: order.items.length })}
        </h2>
        <ul className="divide-y divide-gray-100">
          {order.items.map((l, i) => (
            <li key={l.variant_id ?? l.product_id}>
              <Link
                to={`/productDetail?product_id=${encodeURIComponent(l.variant_id ?? l.product_id)}&item=${encodeURIComponent(JSON.stringify({ order_id: order.order_id, order_type: order.order_type }))}`}
                aria-label={t('lineDetail', { name: l.name })}
                className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <ProductImage path={l.thumbnail} sizes="56px" className="size-14 shrink-0 rounded-xl" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium text-gray-900">{l.name}</span>
                  <span className="block text-xs text-gray-500 tabular-nums">
                    {formatPrice(l.original_price)}
                    {perUnit(l.unit, i18n.language)} × {formatAmount(l.quantity, l.unit, i18n.language)}
                    {printed[i]!.discount_cents > 0 &&
                      ` · −${formatPrice(fromCents(printed[i]!.discount_cents))}`}
                  </span>
                </span>
                <span className="text-sm font-semibold tabular-nums text-gray-900" data-testid="line-amount">
                  {formatPrice(fromCents(printed[i]!.amount_cents))}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
              </Link>
            </li>
          ))}
        </ul>
        {/* the lines add up to the subtotal; the bill's discount, delivery and refunds follow on their own rows
            (docs/decisions/0262-receipt-lines-add-up.md) */}
        <dl className="flex flex-col gap-1.5 border-t border-gray-100 px-4 py-3 text-sm">
          {(order.discount_amount > 0 ||
            order.delivery_fee > 0 ||
            order.rounding !== 0 ||
            order.refunded > 0) && (
            <div className="flex justify-between text-gray-700">
              <dt>{t('subtotal')}</dt>
              <dd className="tabular-nums" data-testid="order-subtotal">
                {formatPrice(fromCents(bill.subtotal_cents))}
              </dd>
            </div>
          )}
          {off.shop_cents > 0 && (
            <div className="flex justify-between text-emerald-700">
              <dt>{t('billDiscount')}</dt>
              <dd className="tabular-nums" data-testid="order-discount">
                −{formatPrice(fromCents(off.shop_cents))}
              </dd>
            </div>
          )}
          {/* a full stamp card's free item, on its own row (docs/decisions/0289-stamp-cards.md) */}
          {off.stamps_cents > 0 && (
            <div className="flex justify-between text-emerald-700">
              <dt>{t('stampsDiscount')}</dt>
              <dd className="tabular-nums" data-testid="order-stamps">
                −{formatPrice(fromCents(off.stamps_cents))}
              </dd>
            </div>
          )}
          {/* the customer's loyalty points under the shop's discount (docs/decisions/0283-loyalty.md) */}
          {off.points_cents > 0 && (
            <div className="flex justify-between text-emerald-700">
              <dt>
                {t('pointsDiscount', { points: (order.points_redeemed ?? 0).toLocaleString(i18n.language) })}
              </dt>
              <dd className="tabular-nums" data-testid="order-points">
                −{formatPrice(fromCents(off.points_cents))}
              </dd>
            </div>
          )}
          {order.delivery?.kind === 'delivery' && order.order_type === 'Online-Sell' && (
            <DeliveryFeeRow area={order.delivery.area ?? null} fee={order.delivery_fee} />
          )}
          {/* a cash payment's rounding to 10¢: subtotal − discount + delivery + rounding (decision 0264) */}
          {order.rounding !== 0 && (
            <div className="flex justify-between text-gray-700">
              <dt>{t('rounding')}</dt>
              <dd className="tabular-nums" data-testid="order-rounding">
                {formatRounding(order.rounding)}
              </dd>
            </div>
          )}
          {order.refunded > 0 && (
            <div className="flex justify-between text-gray-700">
              <dt>{t('refundedRow')}</dt>
              <dd className="tabular-nums" data-testid="order-refunded">
                −{formatPrice(order.refunded)}
              </dd>
            </div>
          )}
          <div className="flex justify-between text-base font-bold text-gray-900">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums">{formatPrice(order.total)}</dd>
          </div>

          {order.is_seller && (
            <>
              <div className="flex justify-between text-gray-600">
                <dt>{t('fee')}</dt>
                <dd className="tabular-nums">−{formatPrice(order.transaction_fee)}</dd>
              </div>
              {order.total_profit !== undefined && (
                <div className="flex justify-between text-gray-600">
                  <dt>{t('profit')}</dt>
                  <dd className="tabular-nums">{formatPrice(order.total_profit)}</dd>
                </div>
              )}
            </>
          )}
        </dl>
      </section>

      {order.paid_at !== null && order.status !== 'cancelled' && (
        <>
          <ReceiptButton orderId={order.order_id} />
          <SaleRefunds orderId={order.order_id} canRefund={can('refund')} />
        </>
      )}

      {order.delivery && (
        <section
          aria-labelledby="delivery-heading"
          className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
        >
          <h2
            id="delivery-heading"
            className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-gray-900"
          >
            <MapPin aria-hidden="true" className="size-4 text-nav-product" />
            {order.delivery.kind === 'pickup' ? t('pickupAt') : t('deliverTo')}
          </h2>
          <p className="text-sm text-gray-900">{order.delivery.name}</p>
          {order.delivery.phone && <p className="text-sm text-gray-600">{order.delivery.phone}</p>}
          <p className="text-sm text-gray-700">{order.delivery.address}</p>
          {order.delivery.hours && <p className="text-xs text-gray-500">{order.delivery.hours}</p>}
        </section>
      )}

      {order.message && (
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
        >
          <h2
            id="message-heading"
            className="mb-1 flex items-center gap-2 text-sm font-semibold text-gray-900"
          >
            <MessageSquare aria-hidden="true" className="size-4 text-gray-500" />
            {t('message')}
          </h2>
          <p className="text-sm whitespace-pre-line text-gray-700">{order.message}</p>
        </section>
      )}

      <p className="px-1 text-xs text-gray-500">
        {t('orderId', { id: order.order_id })} · {t('createdAt', { at: order.placed_at ?? order.created_at })}
      </p>

      {order.order_type === 'Online-Sell' && order.buyer_id && (
        <MessageLink
          about={{ kind: 'order', id: order.order_id }}
          label={tm(order.is_seller ? 'askBuyer' : 'askShop')}
        />
      )}

      <BuyAgainButton order={order} />

      {can('cancel') && (
        <Button variant="secondary" block onClick={() => setConfirmCancel(true)} className="text-red-700">
          {t('cancelOrder')}
        </Button>
      )}

      <ConfirmDialog
        open={confirmCancel}
        title={t('cancelTitle')}
        message={t(order.is_seller ? 'cancelMessageSeller' : 'cancelMessage')}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('keepOrder')}
        tone="danger"
        busy={cancel.isPending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() =>
          cancel.mutate(order.order_id, {
            onSuccess: () => {
              setConfirmCancel(false);
              toast.show(t('cancelled'), { tone: 'success' });
            },
            onError: (err) => {
              setConfirmCancel(false);
              toast.show(err.message, { tone: 'danger' });
            },
          })
        }
      />
    </>
  );
}

/** The delivery fee the order was placed with (docs/decisions/0248-delivery-fees.md), in the totals. */
function DeliveryFeeRow({ area, fee }: { area: HkArea | null; fee: number }) {
  const { t } = useTranslation('delivery');
  return (
    <div className="flex justify-between text-gray-700">
      <dt>{area ? t('feeTo', { area: t(`areas.${area}`) }) : t('fee')}</dt>
      <dd className="tabular-nums" data-testid="order-delivery-fee">
        {fee > 0 ? formatPrice(fee) : t('free')}
      </dd>
    </div>
  );
}

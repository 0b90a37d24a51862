import { CircleCheck, ClipboardList, CloudOff, Store } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import { orderTotalCents } from '../../../../contract/sale-figures';
import type { PickupAddress } from '../../../../contract/users';
import { useTranslation } from '../../../i18n/use-translation';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { routeCache } from '../../../lib/route-cache';
import { DeliveryQuoteLine, quoteOf, useDeliverySummary } from '../../../shared/delivery/DeliveryQuoteLine';
import { useDeliveryFeesOf } from '../../../shared/delivery/useDeliveryFeesOf';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { formatAmount } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { TextArea } from '../../../ui/TextField';
import {
  AddressPicker,
  readChosenAddress,
  useAddresses,
  usePickupAddresses,
  writeChosenAddress,
} from '../addresses';
import { PointsAtCheckout } from '../loyalty';
import { CartStates } from './CartStates';
import { groupBySeller } from './cart-groups';
import {
  type CheckoutInput,
  clearCheckoutAttempt,
  isFinalRefusal,
  readCheckoutAttempt,
  saveCheckoutAttempt,
} from './checkout-attempt';
import { DeliveryOrPickupRadios, PickupPlaceRadios } from './DeliveryOrPickup';
import { useCart } from './useCart';
import { useCheckout } from './useCheckout';

type Placed = { order_id: string; seller_id: string; total: number }[];

/**
 * `/checkout`: per seller delivery or store pickup, the delivery address, a message to the
 * sellers, and Place order. One idempotency key per attempt, kept across retries.
 */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation(['cart', 'delivery']);
  const cart = useCart();
  const place = useCheckout();
  const lines = cart.data?.lines ?? [];
  const groups = useMemo(() => groupBySeller(lines), [lines]);
  const sellerIds = groups.map((g) => g.seller_id);
  const names = Object.fromEntries(groups.map((g) => [g.seller_id, g.lines[0]?.seller_name ?? null]));
  const pickups = usePickupAddresses(sellerIds);
  // what each shop charges to deliver, priced as checkout will (docs/decisions/0248-delivery-fees.md)
  const deliveryFees = useDeliveryFeesOf(sellerIds);
  const feesOf = new Map((deliveryFees.data ?? []).map((f) => [f.seller_id, f]));
  const { summaryOf } = useDeliverySummary();
  const addresses = useAddresses();
  const [pickupChoice, setPickupChoice] = useState<Record<string, string | null>>({});
  const [addressId, setAddressId] = useState<string | null>(readChosenAddress);
  const [message, setMessage] = useState('');
  // the loyalty points she spends at each shop (docs/decisions/0283-loyalty.md, "Redeeming online")
  const [points, setPoints] = useState<Record<string, number>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [placed, setPlaced] = useState<Placed | null>(null);
  // the shops' names as they were at checkout: the cart (and its names) is gone once the orders are placed
  const [placedNames, setPlacedNames] = useState<Record<string, string | null>>({});
  const [attempted, setAttempted] = useState(false);
  // a checkout whose answer never arrived (connection lost, page reloaded): resent with its key
  const [unconfirmed, setUnconfirmed] = useState<{ input: CheckoutInput; checking: boolean } | null>(() => {
    const input = readCheckoutAttempt();
    return input ? { input, checking: true } : null;
  });

  const selectAddress = useCallback((id: string | null) => {
    setAddressId(id);
    writeChosenAddress(id);
  }, []);

  // A change to what is being placed is a new attempt: a new key.
  function changed<T>(fn: (v: T) => void) {
    return (v: T) => {
      fn(v);
      if (place.isError) setKey(newIdempotencyKey());
    };
  }

  // one shop's points chosen again: a new attempt when the last one failed, as any other change
  const changedPoints = useCallback(
    (sellerId: string) => (n: number) => {
      setPoints((p) => ((p[sellerId] ?? 0) === n ? p : { ...p, [sellerId]: n }));
      if (place.isError) setKey(newIdempotencyKey());
    },
    [place.isError],
  );

  const needsAddress = groups.some((g) => !pickupChoice[g.seller_id]);
  const area = addresses.data?.find((a) => a._id === addressId)?.area ?? null;
  // each seller's delivery: quoted once an address is chosen; pickup is free
  const quotes = groups.map((g) =>
    pickupChoice[g.seller_id] || addressId === null ? null : quoteOf(feesOf.get(g.seller_id), area, g.total),
  );
  // each shop's order as checkout will place it: its goods less her points there, and its delivery
  const sellerTotals = groups.map((g, i) =>
    orderTotalCents([toCents(g.total)], quotes[i]?.ok ? quotes[i].cents : 0, points[g.seller_id] ?? 0),
  );
  const undeliverable = quotes.some((q) => q !== null && !q.ok);
  const blocked = lines.some((l) => l.removed || (l.available !== null && l.quantity > l.available));
  const ready =
    lines.length > 0 &&
    !blocked &&
    !undeliverable &&
    !deliveryFees.isPending &&
    (!needsAddress || addressId !== null);

  function send(input: CheckoutInput) {
    saveCheckoutAttempt(input);
    place.mutate(input, {
      onSuccess: (result) => {
        clearCheckoutAttempt();
        setUnconfirmed(null);
        setPlacedNames(names);
        setPlaced(result.orders);
        writeChosenAddress(null);
        for (const k of routeCache.keys())
          if (k.startsWith('orders:') || k.startsWith('products:all:')) routeCache.clear(k);
      },
      onError: (error) => {
        if (isFinalRefusal(error)) {
          clearCheckoutAttempt();
          setUnconfirmed(null);
        } else {
          setUnconfirmed((u) => (u ? { ...u, checking: false } : u));
        }
      },
    });
  }

  // On arrival with an attempt left unanswered: if its cart is still there, it placed nothing (the
  // shopper places it again); if the cart is gone or unknown (offline), ask the server with its key.
  const decided = useRef(false);
  useEffect(() => {
    if (!unconfirmed?.checking || decided.current || cart.status === 'loading') return;
    decided.current = true;
    if (cart.status === 'ready' && cart.data?.orderId === unconfirmed.input.id) {
      clearCheckoutAttempt();
      setUnconfirmed(null);
    } else {
      send(unconfirmed.input);
    }
  });

  function submit() {
    setAttempted(true);
    if (!ready || !cart.data?.orderId) return;
    const pickup_address_ids: Record<string, string> = {};
    for (const [seller, id] of Object.entries(pickupChoice)) if (id) pickup_address_ids[seller] = id;
    const redeem_points = Object.fromEntries(Object.entries(points).filter(([, n]) => n > 0));
    send({
      id: cart.data.orderId,
      address_id: needsAddress ? addressId : null,
      pickup_address_ids,
      ...(Object.keys(redeem_points).length > 0 ? { redeem_points } : {}),
      message: message.trim() || undefined,
      idempotency_key: key,
    });
  }

  if (unconfirmed && !placed) {
    return (
      <>
        <PageHeader title={t('checkoutTitle')} />
        <main className="px-4 pt-10 pb-10">
          {unconfirmed.checking ? (
            <div role="status" className="flex flex-col items-center gap-3 text-center text-gray-600">
              <Spinner size="lg" />
              <p>{t('checking')}</p>
            </div>
          ) : (
            <EmptyState
              icon={<CloudOff />}
              title={t('unconfirmedTitle')}
              message={t('unconfirmedMessage')}
              action={{
                label: t('checkAgain'),
                onClick: () => {
                  setUnconfirmed({ ...unconfirmed, checking: true });
                  send(unconfirmed.input);
                },
              }}
            />
          )}
          {!unconfirmed.checking && (
            <p className="text-center">
              <Link to="/order" className="text-sm font-medium text-brand-dark underline">
                {t('seeOrders')}
              </Link>
            </p>
          )}
        </main>
      </>
    );
  }

  if (placed) {
    return (
      <>
        <PageHeader title={t('placedTitle')} />
        <main className="px-4 pt-6 pb-10">
          <div className="flex flex-col items-center text-center">
            <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
            <h2 className="mt-3 text-lg font-bold text-gray-900">
              {t('placedHeading', { count: placed.length })}
            </h2>
            <p className="mt-1 max-w-xs text-sm text-gray-600">{t('placedMessage')}</p>
          </div>
          <ul aria-label={t('placedList')} className="mt-6 flex flex-col gap-2">
            {placed.map((o) => (
              <li key={o.order_id}>
                <Link
                  to={`/orderDetail?id=${encodeURIComponent(o.order_id)}`}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Store aria-hidden="true" className="size-5 shrink-0 text-nav-product" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-gray-900">
                      {placedNames[o.seller_id] ?? names[o.seller_id] ?? t('seller')}
                    </span>
                    <span className="block text-xs text-gray-500">
                      {t('orderNumber', { number: o.order_id.slice(-8).toUpperCase() })}
                    </span>
                  </span>
                  <span className="text-sm font-semibold tabular-nums text-gray-900">
                    {formatPrice(o.total)}
                  </span>
                  <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800">
                    {t('payNow')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/order"
            className="mt-6 flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-nav-order"
          >
            <ClipboardList aria-hidden="true" className="size-4" />
            {t('allOrders')}
          </Link>
        </main>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('checkoutTitle')} back="/shoping" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-36">
        {cart.status === 'loading' && (
          <SkeletonStatus
            label={t('loading')}
            className="flex flex-col gap-3"
            blocks={['h-24 w-full rounded-2xl', 'h-40 w-full rounded-2xl']}
          />
        )}
        <CartStates cart={cart} />

        {lines.length > 0 && (
          <>
            {groups.map((group, i) => {
              const options: PickupAddress[] = pickups[i]?.data ?? [];
              const choice = pickupChoice[group.seller_id] ?? null;
              const pickupChoiceProps = {
                choice,
                options,
                onChoose: changed((id: string | null) =>
                  setPickupChoice({ ...pickupChoice, [group.seller_id]: id }),
                ),
              };
              const name = names[group.seller_id] ?? t('seller');
              const fees = feesOf.get(group.seller_id);
              const quote = quotes[i] ?? null;
              return (
                <section
                  key={group.seller_id}
                  aria-label={t('sellerGroup', { name })}
                  className="rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
                >
                  <h2 className="flex items-center gap-2 border-b border-gray-100 px-3.5 py-2.5 text-sm font-semibold text-gray-900">
                    <Store aria-hidden="true" className="size-4 text-nav-product" />
                    {name}
                  </h2>
                  <ul className="flex flex-col gap-2 px-3.5 py-3">
                    {group.lines.map((l) => (
                      <li key={l.product_id} className="flex items-center gap-3 text-sm">
                        <ProductImage
                          path={l.thumbnail}
                          sizes="40px"
                          className="size-10 shrink-0 rounded-lg"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-gray-900">{l.name}</span>
                          {/* sold while she was paying (the live stream, decision 0268): said before she pays */}
                          {l.removed ? (
                            <span
                              className="block text-xs font-semibold text-red-700"
                              data-testid="line-unavailable"
                            >
                              {t('unavailable')}
                            </span>
                          ) : l.available !== null && l.available <= 0 ? (
                            <span
                              className="block text-xs font-semibold text-red-700"
                              data-testid="line-sold-out"
                            >
                              {t('justSoldOut')}
                            </span>
                          ) : l.available !== null && l.quantity > l.available ? (
                            <span
                              className="block text-xs font-semibold text-amber-800"
                              data-testid="line-short"
                            >
                              {l.unit === 'piece'
                                ? t('onlyLeft', { count: l.available })
                                : t('onlyLeftWeight', {
                                    amount: formatAmount(l.available, l.unit, i18n.language),
                                  })}
                            </span>
                          ) : null}
                        </span>
                        <span className="shrink-0 whitespace-nowrap text-gray-500 tabular-nums">
                          ×{formatAmount(l.quantity, l.unit, i18n.language)}
                        </span>
                        {/* at least a column's width so the amounts line up, wider for a bigger one (decision 0266) */}
                        <span className="min-w-20 shrink-0 text-right font-medium whitespace-nowrap tabular-nums text-gray-900">
                          {formatPrice(l.total)}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {/* her points at this shop come off its goods, before the delivery (decision 0283) */}
                  <PointsAtCheckout
                    sellerId={group.seller_id}
                    goodsCents={toCents(group.total)}
                    points={points[group.seller_id] ?? 0}
                    onChange={changedPoints(group.seller_id)}
                  />
                  <fieldset className="border-t border-gray-100 px-3.5 py-3">
                    <legend className="sr-only">{t('howToGet', { name })}</legend>
                    <p
                      aria-hidden="true"
                      className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase"
                    >
                      {t('howToGetShort')}
                    </p>
                    <DeliveryOrPickupRadios name={`mode-${group.seller_id}`} {...pickupChoiceProps} />
                    {options.length === 0 && pickups[i]?.isSuccess && (
                      <p className="mt-1.5 text-xs text-gray-500">{t('noPickup')}</p>
                    )}
                    {choice && (
                      <PickupPlaceRadios name={`pickup-${group.seller_id}`} {...pickupChoiceProps} />
                    )}
                  </fieldset>
                  {!choice && fees && (
                    <div className="border-t border-gray-100">
                      {quote ? (
                        <DeliveryQuoteLine fees={fees} area={area} goods={group.total} quote={quote} />
                      ) : (
                        <p className="px-3.5 py-2.5 text-sm text-gray-600">{summaryOf(fees)}</p>
                      )}
                    </div>
                  )}
                  <p className="flex justify-between border-t border-gray-100 px-3.5 py-2.5 text-sm">
                    <span className="text-gray-600">{t('sellerTotal')}</span>
                    <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
                      {formatPrice(fromCents(sellerTotals[i] ?? 0))}
                    </span>
                  </p>
                </section>
              );
            })}

            {needsAddress && (
              <section
                aria-labelledby="address-heading"
                className="rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80"
              >
                <div className="mb-2 flex items-center justify-between">
                  <h2 id="address-heading" className="text-sm font-semibold text-gray-900">
                    {t('deliveryAddress')}
                  </h2>
                  <Link
                    to="/shipping"
                    className="min-h-10 content-center px-1 text-sm font-medium text-nav-product"
                  >
                    {t('manageAddresses')}
                  </Link>
                </div>
                <AddressPicker selected={addressId} onSelect={changed(selectAddress)} />
                {attempted && !addressId && (
                  <p className="mt-2 text-sm text-red-700">{t('addressRequired')}</p>
                )}
              </section>
            )}

            <section className="rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80">
              <TextArea
                label={t('message')}
                hint={t('messageHint')}
                rows={2}
                maxLength={500}
                value={message}
                onChange={(e) => changed(setMessage)(e.target.value)}
              />
            </section>
          </>
        )}
      </main>

      {lines.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
          {place.isError && (
            <p role="alert" className="mb-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
              {place.error.message}
            </p>
          )}
          {blocked && (
            <p className="mb-2 text-sm text-amber-800">
              {t('fixBeforeCheckout')}{' '}
              <Link to="/shoping" className="font-semibold underline underline-offset-2">
                {t('fixInCart')}
              </Link>
            </p>
          )}
          {undeliverable && !blocked && (
            <p className="mb-2 text-sm text-amber-700">{t('delivery:fixDelivery')}</p>
          )}
          <div className="mb-2 flex items-baseline justify-between">
            <span className="text-sm text-gray-600">{t('ordersCount', { count: groups.length })}</span>
            <span className="shrink-0 text-lg font-bold whitespace-nowrap tabular-nums text-gray-900">
              {formatPrice(fromCents(sellerTotals.reduce((n, c) => n + c, 0)))}
            </span>
          </div>
          <Button block size="lg" onClick={submit} loading={place.isPending} disabled={!ready}>
            {place.isError ? t('retryPlace') : t('placeOrder')}
          </Button>
        </div>
      )}
    </>
  );
}

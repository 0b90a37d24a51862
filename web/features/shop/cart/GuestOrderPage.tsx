import { CircleCheck, LinkIcon, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { loginHref } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { formatPrice } from '../../../shared/Price';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { CartStates } from './CartStates';
import { writeLocalCart } from './cart-storage';
import { GuestCheckoutForm } from './GuestCheckoutForm';
import { GuestOrderView } from './GuestOrderView';
import { readGuestPass } from './guest-passes';
import { useCart } from './useCart';
import { useGuestOpen } from './useGuestOpen';
import { useGuestOrder } from './useGuestOrder';

type Placed = { order_id: string; seller_id: string; total: number }[];

/**
 * `/guest-order` (docs/decisions/0284-guest-checkout.md), reached from the cart's "Check out as guest":
 * - without parameters: the guest checkout of the signed-out cart;
 * - `?token=`: the mailed link, opened once: it becomes this browser's pass, then the order;
 * - `?id=`: an order this browser holds a pass for (any other: "opens from its link").
 */
export default function GuestOrderPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const id = params.get('id');
  if (token) return <OpenLink token={token} />;
  if (id) return <GuestOrder id={id} />;
  return <GuestCheckout />;
}

function GuestCheckout() {
  const { t } = useTranslation(['guestCheckout', 'cart']);
  const navigate = useNavigate();
  const cart = useCart();
  const signedIn = useSession() !== null;
  const [placed, setPlaced] = useState<{ orders: Placed; names: Record<string, string | null> } | null>(null);
  const lines = cart.data?.lines ?? [];

  function onPlaced(orders: Placed) {
    // the cart is emptied after the page has moved on: emptied first, the form would go before its answer
    if (orders.length === 1) {
      navigate(`/guest-order?id=${encodeURIComponent(orders[0]!.order_id)}`, { replace: true });
    } else {
      setPlaced({ orders, names: Object.fromEntries(lines.map((l) => [l.seller_id, l.seller_name])) });
    }
    writeLocalCart([]);
  }

  if (placed) {
    return (
      <>
        <PageHeader title={t('cart:placedTitle')} />
        <main className="px-4 pt-6 pb-10">
          <div className="flex flex-col items-center text-center">
            <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
            <p className="mt-2 max-w-xs text-sm text-gray-600">{t('placedMessage')}</p>
          </div>
          <ul aria-label={t('cart:placedList')} className="mt-6 flex flex-col gap-2">
            {placed.orders.map((o) => (
              <li key={o.order_id}>
                <Link
                  to={`/guest-order?id=${encodeURIComponent(o.order_id)}`}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200 hover:bg-gray-50"
                >
                  <Store aria-hidden="true" className="size-5 shrink-0 text-nav-product" />
                  <span className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900">
                    {placed.names[o.seller_id] ?? t('cart:seller')}
                  </span>
                  <span className="text-sm font-semibold tabular-nums">{formatPrice(o.total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </main>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} back="/shoping" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-16">
        {signedIn ? (
          <p className="rounded-xl bg-cyan-50 px-3.5 py-2.5 text-sm text-cyan-900">
            {t('signedIn')}{' '}
            <Link to="/checkout" className="font-semibold underline">
              {t('cart:checkout')}
            </Link>
          </p>
        ) : (
          <p className="rounded-xl bg-cyan-50 px-3.5 py-2.5 text-sm text-cyan-900">
            {t('intro')}{' '}
            <Link to={loginHref('/checkout')} className="font-semibold underline">
              {t('signInInstead')}
            </Link>
          </p>
        )}
        {cart.status === 'loading' && <Skeleton className="h-40 w-full rounded-2xl" />}
        <CartStates cart={cart} />
        {!signedIn && lines.length > 0 && <GuestCheckoutForm lines={lines} onPlaced={onPlaced} />}
      </main>
    </>
  );
}

function OpenLink({ token }: { token: string }) {
  const { t } = useTranslation('guestCheckout');
  const navigate = useNavigate();
  const open = useGuestOpen();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open.mutate(token, {
      onSuccess: (r) => navigate(`/guest-order?id=${encodeURIComponent(r.order_id)}`, { replace: true }),
    });
  });
  return (
    <>
      <PageHeader title={t('orderTitle')} back="/" />
      <main className="px-4 pt-10 pb-10">
        {open.isError ? (
          <EmptyState icon={<LinkIcon />} title={t('linkUsedTitle')} message={open.error.message} />
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 text-gray-600">
            <Spinner size="lg" />
            <p>{t('opening')}</p>
          </div>
        )}
      </main>
    </>
  );
}

function GuestOrder({ id }: { id: string }) {
  const { t } = useTranslation('guestCheckout');
  const pass = readGuestPass(id);
  const order = useGuestOrder(id, pass);
  return (
    <>
      <PageHeader title={t('orderTitle')} back="/" />
      <main className="px-4 pt-4 pb-16">
        {!pass || (order.error instanceof ApiError && order.error.status === 404) ? (
          <EmptyState icon={<LinkIcon />} title={t('noPassTitle')} message={t('noPassMessage')} />
        ) : order.isError ? (
          <QueryFailed title={t('loadFailed')} query={order} />
        ) : order.data ? (
          <GuestOrderView order={order.data.order} fps={order.data.fps} pass={pass} />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </div>
        )}
      </main>
    </>
  );
}

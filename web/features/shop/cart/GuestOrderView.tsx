import { CircleCheck, KeyRound, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FpsIdentifier } from '../../../../contract/fps-payload';
import type { Order } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { formatAmount } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { FpsQr } from '../../sell/fps';
import { useGuestClaim } from './useGuestClaim';

/**
 * The order a guest pass opens (docs/decisions/0284-guest-checkout.md), as a signed-in shopper sees hers: the
 * lines and the order's own figures, where it goes, the FPS code with the amount, and "I have paid".
 */
export function GuestOrderView({
  order,
  fps,
  pass,
}: {
  order: Order;
  fps: FpsIdentifier | null;
  pass: string;
}) {
  const { t, i18n } = useTranslation(['guestCheckout', 'orders']);
  const claim = useGuestClaim();
  const [reference, setReference] = useState('');
  const awaiting = order.status === 'pending_payment';
  const claimed = order.payment_claimed_at !== null;
  const d = order.delivery;
  return (
    <div className="flex flex-col gap-4" data-testid="guest-order" data-order-id={order.order_id}>
      <section className="rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80">
        <h2 className="flex items-center gap-2 border-b border-gray-100 px-3.5 py-2.5 text-sm font-semibold text-gray-900">
          <Store aria-hidden="true" className="size-4 text-nav-product" />
          <span className="min-w-0 flex-1 truncate">{order.seller_name ?? t('cart:seller')}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${awaiting ? 'bg-amber-50 text-amber-800' : 'bg-gray-100 text-gray-700'}`}
          >
            {t(`orders:status.${order.status}`)}
          </span>
        </h2>
        <p className="px-3.5 pt-2.5 text-xs text-gray-500">
          {t('orderNumber', { number: order.sale_number })}
        </p>
        <ul className="flex flex-col gap-2 px-3.5 py-3">
          {order.items.map((l) => (
            <li key={`${l.product_id}-${l.variant_id ?? ''}`} className="flex items-center gap-3 text-sm">
              <ProductImage path={l.thumbnail} sizes="40px" className="size-10 shrink-0 rounded-lg" />
              <span className="min-w-0 flex-1 truncate text-gray-900">{l.name}</span>
              <span className="shrink-0 whitespace-nowrap text-gray-500 tabular-nums">
                ×{formatAmount(l.quantity, l.unit, i18n.language)}
              </span>
              <span className="min-w-20 shrink-0 text-right font-medium whitespace-nowrap tabular-nums text-gray-900">
                {formatPrice(l.total)}
              </span>
            </li>
          ))}
        </ul>
        {order.delivery_fee !== 0 && (
          <p className="flex justify-between border-t border-gray-100 px-3.5 py-2 text-sm text-gray-700">
            <span>{t('deliveryFee')}</span>
            <span className="tabular-nums">{formatPrice(order.delivery_fee)}</span>
          </p>
        )}
        <p className="flex justify-between border-t border-gray-100 px-3.5 py-2.5 text-sm font-semibold text-gray-900">
          <span>{t('total')}</span>
          <span className="tabular-nums">{formatPrice(order.total)}</span>
        </p>
        {d && (
          <p className="border-t border-gray-100 px-3.5 py-2.5 text-sm text-gray-700">
            <span className="block text-xs font-semibold text-gray-500">
              {d.kind === 'pickup' ? t('pickupAt') : t('deliverTo')}
            </span>
            {[d.name, d.phone, d.address].filter(Boolean).join(', ')}
            {d.hours && <span className="block text-xs text-gray-500">{d.hours}</span>}
          </p>
        )}
      </section>

      {awaiting && (
        <section
          aria-label={t('payTitle')}
          className="flex flex-col gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80"
        >
          <h2 className="text-sm font-semibold text-gray-900">{t('payTitle')}</h2>
          {fps ? (
            <div data-testid="order-fps-qr">
              <FpsQr payee={fps} amountCents={Math.round(order.total * 100)} reference={order.order_id} />
            </div>
          ) : (
            <p className="text-sm text-gray-600">{t('noFps')}</p>
          )}
          {claimed ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('claimed')}
            </p>
          ) : (
            <>
              <TextField
                label={t('reference')}
                hint={t('referenceHint')}
                value={reference}
                maxLength={100}
                onChange={(e) => setReference(e.target.value)}
              />
              {claim.isError && <FormAlert>{claim.error.message}</FormAlert>}
              <Button
                block
                size="lg"
                loading={claim.isPending}
                onClick={() =>
                  claim.mutate({ id: order.order_id, pass, reference: reference.trim() || undefined })
                }
              >
                {t('iHavePaid')}
              </Button>
            </>
          )}
        </section>
      )}

      <section className="flex items-start gap-3 rounded-2xl bg-cyan-50 p-3.5 text-sm text-cyan-950">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          {t('keepOrders')}{' '}
          <Link to="/login-forgot-password" className="font-semibold underline">
            {t('setPassword')}
          </Link>
        </p>
      </section>
    </div>
  );
}

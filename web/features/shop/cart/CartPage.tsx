import { Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { itemCount } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { loginHref } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { formatPrice, Price } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { formatStock, perUnit, unitLabel } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { ON_BOTTOM_NAV } from '../../../ui/bottom-bar';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { CartStates } from './CartStates';
import { groupBySeller } from './cart-groups';
import { QuantityStepper } from './QuantityStepper';
import { type CartLine, useCart } from './useCart';
import { useUpdateCart } from './useUpdateCart';

/** `/shoping`: the cart, per seller, with steppers, remove, totals and checkout (docs/product.md §2, §4). */
export default function CartPage() {
  const { t, i18n } = useTranslation('cart');
  const { t: tg } = useTranslation('guestCheckout');
  const toast = useToast();
  const navigate = useNavigate();
  const cart = useCart();
  const updateCart = useUpdateCart();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const lines = cart.data?.lines ?? [];
  const groups = groupBySeller(lines);
  const blocked = lines.filter((l) => l.removed || (l.available !== null && l.quantity > l.available));
  // a weighed line is one item however much it weighs (0.25 catty is one bag, not "0.25 items")
  const count = itemCount(lines);
  // a seller has no bottom navigation here (docs/product.md): Back leads her out (decision 0224)
  const sellerHere = useSession()?.role === 's';

  function change(line: CartLine, quantity: number) {
    updateCart.mutate(
      { product_id: line.product_id, quantity },
      { onError: (err) => toast.show(err.message, { tone: 'danger' }) },
    );
  }

  function checkout() {
    navigate(cart.loggedIn ? '/checkout' : loginHref('/checkout'));
  }

  return (
    <>
      <PageHeader title={t('title')} back={sellerHere ? '/' : undefined} />
      <main className="px-3 pt-3 pb-40">
        {cart.status === 'loading' && (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Spinner label={t('loading')} className="sr-only" />
            {[0, 1].map((i) => (
              <div key={i} className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-100">
                <Skeleton className="h-4 w-1/3" />
                <div className="flex gap-3">
                  <Skeleton className="size-18 shrink-0 rounded-xl" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-4 w-1/3" />
                  </div>
                </div>
              </div>
            ))}
          </div>
        )}

        <CartStates cart={cart} />

        {lines.length > 0 && (
          <div className="flex flex-col gap-3">
            {!cart.loggedIn && (
              <p className="rounded-xl bg-cyan-50 px-3.5 py-2.5 text-sm text-cyan-900">{t('guestNote')}</p>
            )}
            {groups.map((group) => {
              const sellerName = group.lines[0]?.seller_name ?? t('seller');
              return (
                <section
                  key={group.seller_id}
                  aria-label={t('sellerGroup', { name: sellerName })}
                  className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
                >
                  <h2 className="flex items-center gap-2 border-b border-gray-100 px-3.5 py-2.5 text-sm font-semibold text-gray-900">
                    <Store aria-hidden="true" className="size-4 text-nav-product" />
                    {sellerName}
                  </h2>
                  <ul className="divide-y divide-gray-100">
                    {group.lines.map((line) => (
                      <li key={line.product_id} className="flex gap-3 p-3" data-cart-line={line.product_id}>
                        <Link
                          to={`/market-product?id=${encodeURIComponent(line.product_id)}`}
                          className="shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-brand"
                          aria-label={line.name}
                        >
                          <ProductImage path={line.thumbnail} sizes="72px" className="size-18 rounded-xl" />
                        </Link>
                        <div className="flex min-w-0 flex-1 flex-col gap-1">
                          <div className="flex items-start gap-2">
                            <h3 className="line-clamp-2 min-w-0 flex-1 text-[15px] leading-snug font-medium text-gray-900">
                              {line.name}
                            </h3>
                            <button
                              type="button"
                              onClick={() => setRemoving(line)}
                              aria-label={t('remove', { name: line.name })}
                              className="-mt-1.5 -mr-1.5 flex size-9 shrink-0 items-center justify-center rounded-full text-gray-400 hover:bg-gray-100 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand"
                            >
                              <Trash2 aria-hidden="true" className="size-4.5" />
                            </button>
                          </div>
                          <Price
                            amount={line.original_price}
                            discount={line.discount}
                            per={perUnit(line.unit, i18n.language)}
                            size="sm"
                          />
                          {line.removed ? (
                            <p className="text-xs font-semibold text-red-700">{t('unavailable')}</p>
                          ) : line.available !== null && line.available <= 0 ? (
                            <p className="text-xs font-semibold text-red-700">{t('soldOut')}</p>
                          ) : line.available !== null && line.quantity > line.available ? (
                            <p className="text-xs font-semibold text-amber-700">
                              {line.unit === 'piece'
                                ? t('onlyLeft', { count: line.available })
                                : t('onlyLeftWeight', {
                                    amount: formatStock(line.available, line.unit, i18n.language),
                                  })}
                            </p>
                          ) : null}
                          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                            <QuantityStepper
                              size="sm"
                              value={line.quantity}
                              step={line.step}
                              {...(line.unit === 'piece'
                                ? {}
                                : { unitText: unitLabel(line.unit, i18n.language) })}
                              max={line.available}
                              label={t('quantityOf', { name: line.name })}
                              onChange={(q) => change(line, q)}
                              onRefuse={(m) => toast.show(m, { tone: 'warning' })}
                            />
                            {/* an amount is never cut: with no room beside the stepper it goes under it, on the
                                right (decision 0266) */}
                            <span className="ml-auto shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums text-gray-900">
                              {formatPrice(line.total)}
                            </span>
                          </div>
                        </div>
                      </li>
                    ))}
                  </ul>
                  <p className="flex items-center justify-between border-t border-gray-100 bg-gray-50/60 px-3.5 py-2.5 text-sm">
                    <span className="text-gray-600">{t('sellerTotal')}</span>
                    <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums text-gray-900">
                      {formatPrice(group.total)}
                    </span>
                  </p>
                </section>
              );
            })}
          </div>
        )}
      </main>

      {lines.length > 0 && (
        <div className={`${ON_BOTTOM_NAV} bg-white/95 px-4 py-3 backdrop-blur`}>
          <div className="mb-2 flex items-baseline justify-between">
            <span className="text-sm text-gray-600">{t('itemsCount', { count })}</span>
            <span className="shrink-0 text-lg font-bold whitespace-nowrap tabular-nums text-gray-900">
              <span className="mr-1.5 text-sm font-medium text-gray-600">{t('grandTotal')}</span>
              {formatPrice(cart.data?.total ?? 0)}
            </span>
          </div>
          {blocked.length > 0 && <p className="mb-2 text-xs text-amber-700">{t('fixBeforeCheckout')}</p>}
          <div className={cart.loggedIn ? undefined : 'grid grid-cols-2 gap-2'}>
            <Button block size="lg" onClick={checkout} disabled={blocked.length > 0 || updateCart.isPending}>
              {cart.loggedIn ? t('checkout') : t('loginToCheckout')}
            </Button>
            {/* checkout without a password (docs/decisions/0284-guest-checkout.md) */}
            {!cart.loggedIn && (
              <Button
                block
                size="lg"
                variant="secondary"
                onClick={() => navigate('/guest-order')}
                disabled={blocked.length > 0 || updateCart.isPending}
              >
                {tg('checkOutAsGuest')}
              </Button>
            )}
          </div>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        message={removing ? t('removeMessage', { name: removing.name }) : undefined}
        confirmLabel={t('removeConfirm')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) change(removing, 0);
          setRemoving(null);
        }}
      />
    </>
  );
}

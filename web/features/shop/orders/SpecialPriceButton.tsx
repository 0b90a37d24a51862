import { Tag } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '../../../../contract/orders';
import { billFigures, soldLineOf } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { DiscountDialog } from '../../../shared/cash/DiscountDialog';
import { formatPrice } from '../../../shared/Price';
import { Button } from '../../../ui/Button';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { useSpecialPrice } from './useSpecialPrice';

/**
 * The seller's special price on her online order before it is paid (docs/decisions/0235-special-price.md): dollars
 * or a percentage off the whole order, with the till's discount dialog; the shopper's screens show the new total.
 */
export function SpecialPriceButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const save = useSpecialPrice();
  // what the bill's discount applies to, as the server takes it: the goods after their own discounts, never the
  // delivery fee (docs/decisions/0262-receipt-lines-add-up.md)
  const baseCents = billFigures(order.items.map(soldLineOf), 0, 0).subtotal_cents;
  return (
    <>
      <Button
        variant="secondary"
        block
        className="mt-2"
        onClick={() => setOpen(true)}
        loading={save.isPending}
      >
        <Tag aria-hidden="true" className="size-5 text-emerald-700" />
        {order.discount ? t('specialPrice.change') : t('specialPrice.give')}
      </Button>
      {open && (
        <DiscountDialog
          title={t('specialPrice.title')}
          baseCents={baseCents}
          current={order.discount}
          onClose={() => setOpen(false)}
          onApply={(discount) => {
            setOpen(false);
            save.mutate(
              { id: order.order_id, discount },
              {
                onSuccess: (o) =>
                  toast.show(t('specialPrice.saved', { total: formatPrice(o.total) }), {
                    tone: 'success',
                    durationMs: TOAST_MS.notice,
                  }),
                onError: (err) => toast.show(err.message, { tone: 'danger' }),
              },
            );
          }}
        />
      )}
    </>
  );
}

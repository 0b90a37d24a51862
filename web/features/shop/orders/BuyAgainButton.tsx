import { RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Order } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { useBuyAgain } from './useBuyAgain';

/** On the buyer's placed online order: its lines into the cart again, then the cart (decision 0243). */
export function BuyAgainButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const navigate = useNavigate();
  const again = useBuyAgain();
  // the server's answer (docs/decisions/0291-order-actions-from-the-server.md): the buyer's placed online order, not
  // while it awaits payment (it still holds its stock and may yet be paid)
  if (!(order.actions?.includes('buy_again') ?? false)) return null;
  return (
    <Button
      variant="secondary"
      block
      size="lg"
      loading={again.isPending}
      onClick={() =>
        again.mutate(order.order_id, {
          onSuccess: (r) => {
            const left = r.skipped.map((s) => s.name).join(', ');
            if (r.added === 0) {
              toast.show(t('buyAgain.none', { names: left }), {
                tone: 'warning',
                durationMs: TOAST_MS.notice,
              });
              return;
            }
            toast.show(
              left
                ? t('buyAgain.some', { count: r.added, names: left })
                : t('buyAgain.done', { count: r.added }),
              {
                tone: left ? 'warning' : 'success',
                durationMs: TOAST_MS.notice,
              },
            );
            void navigate('/shoping');
          },
          onError: (err) => toast.show(err.message, { tone: 'danger' }),
        })
      }
    >
      <RotateCcw aria-hidden="true" className="size-5" />
      {t('buyAgain.action')}
    </Button>
  );
}

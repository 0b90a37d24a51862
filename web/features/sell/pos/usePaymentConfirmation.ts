import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentPartInput } from '../../../../contract/split-payments';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { useToast } from '../../../ui/toast';
import { openDrawerForSale } from '../printer';
import { clearPosSale, paymentKeyFor, saveTendered } from './pos-storage';
import { useConfirmPosPayment } from './useConfirmPosPayment';

/**
 * "Payment received": completes the sale with the sale's own idempotency key, so a double tap or a
 * retry after a dropped answer records one sale. Success → the receipt. A refusal (409: out of
 * stock, already paid) → its message and back to /pos with the sale as it was. No connection → the
 * error stays on screen with the same button to try again.
 */
export function usePaymentConfirmation(orderId: string) {
  const { t } = useTranslation('pos');
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = useConfirmPosPayment();
  const [error, setError] = useState<string | null>(null);

  /** one method, or the parts of a split payment (docs/decisions/0281-split-payments.md) */
  async function received(method: string | PaymentPartInput[], tendered?: number) {
    if (confirm.isPending) return;
    setError(null);
    try {
      const answer = await confirm.mutateAsync({
        id: orderId,
        ...(typeof method === 'string' ? { method } : { payments: method }),
        idempotency_key: paymentKeyFor(orderId),
      });
      if (tendered !== undefined) saveTendered(orderId, tendered);
      // cash: the drawer opens from the printer for the change, when this till says so (decision 0277)
      const withCash =
        typeof method === 'string' ? method : method.some((p) => p.method === 'cash') ? 'cash' : '';
      void openDrawerForSale(withCash, answer.order.sale_number);
      clearPosSale();
      toast.show(t('pay.recorded'), { tone: 'success', durationMs: 1000 });
      navigate(`/finish-pay?id=${encodeURIComponent(answer.order.order_id)}`, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        toast.show(e.message, { tone: 'danger', durationMs: 4000 });
        navigate('/pos');
        return;
      }
      setError(e instanceof Error ? e.message : t('pay.failed'));
    }
  }

  return { received, pending: confirm.isPending, error };
}

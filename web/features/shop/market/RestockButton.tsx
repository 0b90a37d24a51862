import { Bell, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useLoginHrefHere } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { Button, buttonClasses } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { useCancelRestock } from './useCancelRestock';
import { useNotifyRestock } from './useNotifyRestock';
import { useRestockAlerts } from './useRestockAlerts';

/**
 * On a sold-out product: "Notify me when it's back" (docs/decisions/0241-restock-alerts.md). Logged out, it leads
 * to log in and back here; asked, it says so and can be taken back. One notification comes when it is back.
 */
export function RestockButton({ productId, variantId }: { productId: string; variantId: string | null }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const session = useSession();
  const loginHere = useLoginHrefHere();
  const alerts = useRestockAlerts(session !== null);
  const notify = useNotifyRestock();
  const cancel = useCancelRestock();
  const target = { id: productId, ...(variantId ? { variant_id: variantId } : {}) };

  if (!session) {
    return (
      <Link to={loginHere} className={buttonClasses({ variant: 'secondary', block: true })}>
        <Bell aria-hidden="true" className="size-4" />
        {t('restock.login')}
      </Link>
    );
  }
  const waiting = (alerts.data ?? []).some((a) => a.product_id === productId && a.variant_id === variantId);
  if (waiting) {
    return (
      <div className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200">
        <BellRing aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1">{t('restock.waiting')}</p>
        <Button
          variant="ghost"
          size="sm"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(target, {
              onError: (e) => toast.show(e.message, { tone: 'danger' }),
            })
          }
        >
          {t('restock.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      block
      loading={notify.isPending || alerts.isPending}
      onClick={() =>
        notify.mutate(target, {
          onSuccess: () => toast.show(t('restock.done'), { tone: 'success' }),
          onError: (e) => toast.show(e.message, { tone: 'danger' }),
        })
      }
    >
      <Bell aria-hidden="true" className="size-4" />
      {t('restock.notify')}
    </Button>
  );
}

import { Copy, ExternalLink, Truck } from 'lucide-react';
import { useState } from 'react';
import { trackingUrl } from '../../../../contract/couriers';
import type { Order } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { ShipSheet } from './ShipSheet';
import { useSetTracking } from './useSetTracking';

/** A shipped order's courier and waybill: "Track parcel" on the courier's page, copy the number; the seller corrects it. */
export function ShipmentCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const toast = useToast();
  const fix = useSetTracking();
  const [editing, setEditing] = useState(false);
  // the server's answer (docs/decisions/0291-order-actions-from-the-server.md): the seller's, while shipped
  const correctable = order.actions?.includes('set_tracking') ?? false;
  const shipment = order.shipment;
  if (!shipment) return null;
  const url = trackingUrl(shipment, i18n.language);
  return (
    <section
      aria-labelledby="shipment-heading"
      className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
      data-testid="shipment"
    >
      <h2
        id="shipment-heading"
        className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-gray-900"
      >
        <Truck aria-hidden="true" className="size-4 text-nav-order" />
        {t('ship.sentWith', { courier: t(`couriers.${shipment.courier}`) })}
      </h2>
      {shipment.tracking_number ? (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          {t('ship.numberIs')}{' '}
          <span className="font-mono font-semibold tracking-wide text-gray-900">
            {shipment.tracking_number}
          </span>
          <button
            type="button"
            aria-label={t('ship.copy')}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(shipment.tracking_number ?? '')
                .then(() => toast.show(t('ship.copied'), { tone: 'success' }))
                .catch(() => {})
            }
            className="flex size-10 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
          >
            <Copy aria-hidden="true" className="size-4" />
          </button>
        </p>
      ) : (
        <p className="text-sm text-gray-600">{t('ship.noNumber')}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-10 items-center gap-1.5 rounded-full bg-teal-700 px-4 text-sm font-semibold text-white"
          >
            {t('ship.track')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
        {correctable && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('ship.correct')}
          </Button>
        )}
      </div>
      {correctable && (
        <ShipSheet
          open={editing}
          onOpenChange={setEditing}
          initial={shipment}
          submitLabel={t('ship.save')}
          pending={fix.isPending}
          onSubmit={(s) =>
            fix.mutate(
              { id: order.order_id, courier: s.courier, tracking_number: s.tracking_number || null },
              {
                onSuccess: () => setEditing(false),
                onError: (err) => toast.show(err.message, { tone: 'danger' }),
              },
            )
          }
        />
      )}
    </section>
  );
}

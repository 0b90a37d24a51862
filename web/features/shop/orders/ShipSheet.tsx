import { useState } from 'react';
import { COURIERS, type Courier, type Shipment, TRACKING_NUMBER_MAX } from '../../../../contract/couriers';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';

/**
 * "Mark shipped" (or, once shipped, "Correct tracking"): which courier and the waybill number, both shown to the
 * buyer as a tracking link (docs/decisions/0243-couriers-and-buy-again.md). The number may be left empty.
 */
export function ShipSheet({
  open,
  onOpenChange,
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: Shipment | null;
  submitLabel: string;
  pending: boolean;
  onSubmit(shipment: { courier: Courier; tracking_number: string }): void;
}) {
  const { t } = useTranslation('orders');
  const [courier, setCourier] = useState<Courier>(initial?.courier ?? 'sf_express');
  const [number, setNumber] = useState(initial?.tracking_number ?? '');
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('ship.title')} description={t('ship.hint')}>
      <form
        className="flex flex-col gap-4 pb-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ courier, tracking_number: number.trim() });
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('ship.courier')}</legend>
          {COURIERS.map((c) => (
            <label
              key={c}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 text-sm ${courier === c ? 'border-nav-order bg-teal-50 font-semibold text-teal-900' : 'border-gray-200 text-gray-800'}`}
            >
              <input
                type="radio"
                name="courier"
                checked={courier === c}
                onChange={() => setCourier(c)}
                className="accent-teal-700"
              />
              {t(`couriers.${c}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-900">
          {t('ship.number')}
          <input
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            maxLength={TRACKING_NUMBER_MAX}
            autoCapitalize="characters"
            autoComplete="off"
            inputMode="text"
            pattern="[A-Za-z0-9 \-]*"
            className="min-h-11 rounded-xl border border-gray-300 px-3 text-base font-normal tracking-wide uppercase focus:border-brand focus:outline-none"
          />
        </label>
        <Button type="submit" size="lg" block loading={pending}>
          {submitLabel}
        </Button>
      </form>
    </Sheet>
  );
}

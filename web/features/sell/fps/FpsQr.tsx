import type { ReactNode } from 'react';
import { type FpsIdentifier, formatAmount, fpsPayload } from '../../../../contract/fps-payload';
import { useTranslation } from '../../../i18n/use-translation';
import { QrCode } from '../../../shared/QrCode';

/**
 * A dynamic FPS QR code with the amount and the order id filled in (docs/decisions/0082-fps-qr-with-the-amount.md).
 * Self-contained: give it the seller's FPS identifier, the amount in cents and the reference; it draws the
 * code offline with the shared QrCode.
 */
export function FpsQr({
  payee,
  amountCents,
  reference,
  merchantName,
  size = 240,
  actions,
}: {
  payee: FpsIdentifier;
  amountCents: number;
  reference: string;
  merchantName?: string;
  size?: number;
  /** what can be done with the code (the shopper's "Save image"), given its payload */
  actions?: (payload: string) => ReactNode;
}) {
  const { t } = useTranslation('fps');
  const payload = amountCents > 0 ? fpsPayload({ payee, amountCents, reference, merchantName }) : null;

  if (!payload) return null;
  const amount = `HK$${formatAmount(amountCents)}`;
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="fps-qr" data-payload={payload}>
      <QrCode
        data={payload}
        size={size}
        alt={t('alt', { amount })}
        pending={t('drawing')}
        failed={t('failed')}
      />
      <figcaption className="text-center text-sm">
        <span className="block font-semibold">{t('title', { amount })}</span>
        <span className="block text-neutral-600">{t('payee', { payee: payee.value })}</span>
        <span className="block text-neutral-600">{t('reference', { reference })}</span>
      </figcaption>
      {actions?.(payload)}
    </figure>
  );
}

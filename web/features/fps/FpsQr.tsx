import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FpsIdentifier, formatAmount, fpsPayload } from '../../../contract/fps-payload';

/**
 * A dynamic FPS QR code with the amount and the order id filled in (docs/decisions/0082-fps-qr-with-the-amount.md).
 * Self-contained: give it the seller's FPS identifier, the amount in cents and the reference; it draws the
 * code offline (the `qrcode` package is loaded on first use, so it stays out of the first page's JavaScript).
 */
export function FpsQr({
  payee,
  amountCents,
  reference,
  merchantName,
  size = 240,
}: {
  payee: FpsIdentifier;
  amountCents: number;
  reference: string;
  merchantName?: string;
  size?: number;
}) {
  const { t } = useTranslation('fps');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const payload = amountCents > 0 ? fpsPayload({ payee, amountCents, reference, merchantName }) : null;

  useEffect(() => {
    if (!payload) return;
    let live = true;
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: size }))
      .then(
        (url) => live && setSrc(url),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [payload, size]);

  if (!payload) return null;
  const amount = `HK$${formatAmount(amountCents)}`;
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="fps-qr" data-payload={payload}>
      {src ? (
        <img
          src={src}
          width={size}
          height={size}
          alt={t('alt', { amount })}
          className="rounded-lg bg-white"
        />
      ) : (
        <div
          role="status"
          style={{ width: size, height: size }}
          className="grid place-items-center rounded-lg bg-white text-sm text-neutral-500"
        >
          {failed ? t('failed') : t('drawing')}
        </div>
      )}
      <figcaption className="text-center text-sm">
        <span className="block font-semibold">{t('title', { amount })}</span>
        <span className="block text-neutral-600">{t('payee', { payee: payee.value })}</span>
        <span className="block text-neutral-600">{t('reference', { reference })}</span>
      </figcaption>
    </figure>
  );
}

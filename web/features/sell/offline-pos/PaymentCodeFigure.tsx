import { imageUrl } from '../../../../contract/media';
import { fromCents } from '../../../../contract/money';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';

/**
 * A seller's own payment code on the offline till, with the amount to ask for: the code carries none, so the
 * customer types it (the whole sale, or a split sale's part).
 */
export function PaymentCodeFigure({
  image,
  label,
  amountCents,
}: {
  image: string;
  label: string;
  amountCents: number;
}) {
  const { t } = useTranslation('offlinePos');
  return (
    <figure className="flex flex-col items-center gap-2">
      <img
        src={imageUrl(image, 320)}
        alt={t('pay.codeAlt', { label })}
        width={240}
        height={240}
        className="rounded-lg bg-white"
      />
      <figcaption className="text-sm text-gray-700">
        {t('pay.askAmount', { total: formatPrice(fromCents(amountCents)) })}
      </figcaption>
    </figure>
  );
}

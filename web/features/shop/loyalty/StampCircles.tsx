import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A stamp card as the paper one looks (docs/decisions/0289-stamp-cards.md): a row of circles, the stamped ones filled,
 * with "3 of 10 stamps" for screen readers and under it.
 */
export function StampCircles({ stamps, size }: { stamps: number; size: number }) {
  const { t } = useTranslation('loyalty');
  const shown = Math.min(stamps, size);
  return (
    <div className="flex flex-col items-center gap-2" data-testid="member-stamps">
      <ol
        className="flex max-w-xs flex-wrap justify-center gap-2"
        aria-label={t('card.stamps', { stamps: shown, size })}
      >
        {Array.from({ length: size }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the circles are positions on the card, never reordered
            key={i}
            className={`flex size-7 items-center justify-center rounded-full border-2 ${i < shown ? 'border-brand-dark bg-brand-dark text-white' : 'border-gray-300 bg-white'}`}
          >
            {i < shown && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
          </li>
        ))}
      </ol>
      <p className="text-lg font-semibold text-gray-900">{t('card.stamps', { stamps: shown, size })}</p>
      {stamps >= size && <p className="text-sm text-gray-700">{t('card.full')}</p>}
    </div>
  );
}

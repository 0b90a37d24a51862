import { Star } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

const SIZES = { sm: 'size-3.5', md: 'size-4.5', lg: 'size-6' } as const;

/**
 * Five stars filled to `value` (halves and tenths as a partly filled star), read out as "4.5 out of 5 stars".
 */
export function Stars({ value, size = 'md' }: { value: number; size?: keyof typeof SIZES }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('starsLabel', { value })} className="inline-flex shrink-0 items-center">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={`relative ${SIZES[size]}`}>
            <Star
              aria-hidden="true"
              className={`absolute inset-0 ${SIZES[size]} text-gray-300`}
              fill="currentColor"
              strokeWidth={0}
            />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star
                  aria-hidden="true"
                  className={`${SIZES[size]} text-amber-500`}
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

import { Star } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { RadioOption } from '../../../ui/RadioOption';

/** 1–5 stars to tap: a radio group (arrow keys move, each star says what it means). */
export function StarPicker({ value, onChange }: { value: number; onChange(stars: number): void }) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset className="flex flex-col items-center gap-1">
      <legend className="mb-1 w-full text-center text-sm font-medium text-gray-900">{t('form.stars')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <RadioOption
            key={n}
            className="cursor-pointer rounded-full p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand"
            name="stars"
            value={n}
            selected={value}
            onChoose={onChange}
            inputClassName="sr-only"
            inputLabel={t(`form.star${n}`)}
          >
            <Star
              aria-hidden="true"
              className={`size-10 ${n <= value ? 'text-amber-500' : 'text-gray-300'}`}
              fill="currentColor"
              strokeWidth={0}
            />
          </RadioOption>
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-gray-700">
        {value > 0 ? t(`form.star${value}`) : ''}
      </p>
    </fieldset>
  );
}

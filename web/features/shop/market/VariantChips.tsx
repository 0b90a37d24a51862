import { useId } from 'react';
import type { Variant } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { RadioOption } from '../../../ui/RadioOption';

/**
 * The product page's choice of variant (docs/decisions/0236-variants.md): one chip per variant, as a radio group,
 * a sold-out one struck through but still choosable (so its page says "Sold out", as Shopify themes do).
 */
export function VariantChips({
  variants,
  chosen,
  onChoose,
}: {
  variants: Variant[];
  chosen: string;
  onChoose(id: string): void;
}) {
  const { t } = useTranslation('market');
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-gray-900">
        {t('variant')}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {variants.map((v) => {
          const soldOut = v.quantity <= 0;
          return (
            <RadioOption
              key={v._id}
              className="relative"
              name={labelId}
              value={v._id}
              selected={chosen}
              onChoose={onChoose}
              inputLabel={soldOut ? t('variantSoldOut', { name: v.name }) : v.name}
              inputClassName="peer sr-only"
            >
              <span
                aria-hidden="true"
                className={`flex min-h-11 cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 peer-checked:border-brand peer-checked:bg-pink-50 peer-checked:text-brand-dark peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${soldOut ? 'line-through decoration-gray-500' : ''}`}
              >
                {v.name}
              </span>
            </RadioOption>
          );
        })}
      </div>
    </div>
  );
}

import { useRef, useState } from 'react';
import { fromCents } from '../../../contract/money';
import {
  convertWeight,
  formatQuantity,
  timesQuantity,
  WEIGHT_UNITS,
  type WeightUnit,
} from '../../../contract/units';
import { useTranslation } from '../../i18n/use-translation';
import { AmountField } from '../../ui/AmountField';
import { FormDialog } from '../../ui/FormDialog';
import { Segmented } from '../../ui/Segmented';
import { formatPrice } from '../Price';
import { parseWeight, unitLabel } from '../units/amount';

export interface WeighedProduct {
  name: string;
  unit: WeightUnit;
  /** the price per unit after the catalogue's discount, in cents (for the line's total as it is typed) */
  unitCents: number;
  /** stock left, in the product's unit */
  available: number;
}

/**
 * Asks the weight of a product sold by weight as it is rung up (docs/decisions/0233-units-and-weight.md): in its own
 * unit or another (0.5 kg of a per-catty product is 0.827 catty, converted as the server does), shown as
 * weight × unit price = line total before it is added. Used by the till online and offline (`pos` namespace).
 */
export function WeightDialog({
  product,
  current,
  onCancel,
  onWeight,
}: {
  /** the product asked about; null: closed */
  product: WeighedProduct | null;
  /** the line's weight so far, when changing it */
  current?: number;
  onCancel(): void;
  /** the weight in the product's own unit */
  onWeight(quantity: number): void;
}) {
  return product === null ? null : (
    <WeighDialog product={product} current={current} onCancel={onCancel} onWeight={onWeight} />
  );
}

function WeighDialog({
  product,
  current,
  onCancel,
  onWeight,
}: {
  product: WeighedProduct;
  current?: number;
  onCancel(): void;
  onWeight(q: number): void;
}) {
  const { t, i18n } = useTranslation('pos');
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(current ? formatQuantity(current) : '');
  const [unit, setUnit] = useState<WeightUnit>(product.unit);
  const typed = parseWeight(text);
  const quantity = typed === null ? null : convertWeight(typed, unit, product.unit);
  const tooMuch = quantity !== null && quantity > product.available;
  const valid = quantity !== null && quantity > 0 && !tooMuch;
  const label = (u: WeightUnit) => unitLabel(u, i18n.language);
  // the product's unit first, then the others a customer might ask in
  const units = [product.unit, ...WEIGHT_UNITS.filter((u) => u !== product.unit)];

  return (
    <FormDialog
      title={t('weight.title', { name: product.name })}
      initialFocus={inputRef}
      onDismiss={onCancel}
      onSubmit={() => valid && onWeight(quantity)}
      secondary={{ label: t('weight.cancel'), onClick: onCancel }}
      submitLabel={current ? t('weight.change') : t('weight.add')}
      submitDisabled={!valid}
    >
      <AmountField
        label={t('weight.label')}
        suffix={label(unit)}
        value={text}
        onChange={setText}
        inputRef={inputRef}
        error={
          valid
            ? null
            : tooMuch
              ? t('weight.tooMuch', { left: `${formatQuantity(product.available)} ${label(product.unit)}` })
              : t('weight.invalid')
        }
      />
      <Segmented<WeightUnit>
        label={t('weight.unit')}
        options={units.map((u) => ({ value: u, label: label(u) }))}
        value={unit}
        onChange={setUnit}
      />
      <p
        className="min-h-6 text-[15px] tabular-nums text-gray-700"
        aria-live="polite"
        data-testid="weight-line"
      >
        {quantity !== null && quantity > 0
          ? t('weight.line', {
              weight: `${formatQuantity(quantity)} ${label(product.unit)}`,
              price: `${formatPrice(fromCents(product.unitCents))}`,
              total: formatPrice(fromCents(timesQuantity(product.unitCents, quantity))),
            })
          : ''}
      </p>
    </FormDialog>
  );
}

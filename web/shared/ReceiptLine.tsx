import type { ReactNode } from 'react';
import type { Unit } from '../../contract/units';
import { useTranslation } from '../i18n/use-translation';
import { formatPrice } from './Price';
import { formatAmount, perUnit } from './units/amount';

/**
 * One line of a printed receipt: the name, then "2 × $30.00" (or "0.6 kg × $80.00/kg") and the line's total.
 * `note` follows the price (the line's discount, as each receipt words it). The till's receipt and the
 * customer's receipt page print the same line.
 */
export function ReceiptLine({
  name,
  quantity,
  unit,
  unitPrice,
  total,
  note,
}: {
  name: string;
  quantity: number;
  unit: Unit | undefined;
  unitPrice: number;
  total: number;
  note?: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <li className="py-2">
      <p className="font-sans font-medium">{name}</p>
      <p className="flex justify-between gap-2">
        <span className="text-gray-700">
          {formatAmount(quantity, unit, i18n.language)} × {formatPrice(unitPrice)}
          {perUnit(unit, i18n.language)}
          {note}
        </span>
        <span className="tabular-nums">{formatPrice(total)}</span>
      </p>
    </li>
  );
}

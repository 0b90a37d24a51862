import { Scale, Tag, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Discount } from '../../../../contract/discounts';
import { fromCents, toCents } from '../../../../contract/money';
import { pointsUsed, printedLine } from '../../../../contract/sale-figures';
import { isWeightUnit } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { DiscountDialog } from '../../../shared/cash/DiscountDialog';
import { WeightDialog } from '../../../shared/cash/WeightDialog';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { formatAmount, perUnit } from '../../../shared/units/amount';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { CustomerPicker } from '../customer-picker';
import type { PosLine } from './pos-storage';
import { Stepper } from './Stepper';
import { isWeighed, lineAfterDiscount, lineGross, type SaleTotals, soldLineOfPos } from './sale-math';

export interface SaleSheetProps {
  open: boolean;
  /** a dialog over the open sheet (a manager's approval): inside it, where the sheet's modal lets taps reach it */
  overlay?: ReactNode;
  onOpenChange(open: boolean): void;
  lines: PosLine[];
  totals: SaleTotals;
  onQuantity(line: PosLine, quantity: number): void;
  onLimit(line: PosLine): void;
  onClear(): void;
  onCharge(): void;
  charging: boolean;
  /** the bill's discount, and the seller's changes of it and of a line's (docs/decisions/0232-till-discounts.md) */
  bill: Discount | null;
  onLineDiscount(line: PosLine, discount: Discount | null): void;
  onBillDiscount(discount: Discount | null): void;
}

/** The sale so far: every line with its stepper, the totals with the discount, Clear sale and Charge. */
export function SaleSheet({
  open,
  onOpenChange,
  lines,
  totals,
  onQuantity,
  onLimit,
  onClear,
  onCharge,
  charging,
  bill,
  onLineDiscount,
  onBillDiscount,
  overlay,
}: SaleSheetProps) {
  const { t, i18n } = useTranslation('pos');
  // the weighed line whose weight is being changed (docs/decisions/0233-units-and-weight.md)
  const [weighing, setWeighing] = useState<string | null>(null);
  const weighingLine = lines.find((l) => l.product_id === weighing);
  // which discount is being given: a line's (its product id) or the bill's
  const [editing, setEditing] = useState<string | 'bill' | null>(null);
  const editingLine = lines.find((l) => l.product_id === editing);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('sale.title')}
      description={t('sale.count', { count: totals.count })}
    >
      {lines.length === 0 ? (
        <p className="py-8 text-center text-gray-500">{t('sale.empty')}</p>
      ) : (
        <ul aria-label={t('sale.lines')} className="divide-y divide-gray-100">
          {lines.map((line) => (
            <li key={line.product_id} className="flex items-center gap-3 py-3">
              <ProductImage path={line.thumbnail} sizes="48px" className="size-12 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-[15px] font-medium leading-snug text-gray-900">{line.name}</p>
                <p className="text-sm tabular-nums text-gray-600">
                  <span className="whitespace-nowrap">
                    {formatPrice(line.price)}
                    {perUnit(line.unit, i18n.language)}
                  </span>
                  {line.discount > 0 && (
                    <del className="ml-1.5 text-xs whitespace-nowrap text-gray-400">
                      {formatPrice(line.original_price)}
                    </del>
                  )}
                  {/* the line's amount after its own discounts, as its receipt line (contract/sale-figures.ts) */}
                  <span
                    className="ml-2 font-semibold whitespace-nowrap text-gray-900"
                    data-testid="line-amount"
                  >
                    {formatPrice(fromCents(printedLine(soldLineOfPos(line)).amount_cents))}
                  </span>
                </p>
                <button
                  type="button"
                  onClick={() => setEditing(line.product_id)}
                  aria-label={t('discount.line', { name: line.name })}
                  className="-ml-1 flex min-h-9 items-center gap-1 rounded-full px-1 text-sm font-medium text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Tag aria-hidden="true" className="size-4" />
                  {line.line_discount
                    ? t('discount.lineOff', {
                        amount: formatPrice(fromCents(lineGross(line) - lineAfterDiscount(line))),
                      })
                    : t('sale.discount')}
                </button>
              </div>
              {isWeighed(line) ? (
                <button
                  type="button"
                  onClick={() => setWeighing(line.product_id)}
                  aria-label={t('weight.edit', { name: line.name })}
                  className="flex min-h-11 min-w-20 items-center justify-center gap-1 rounded-xl bg-gray-100 px-3 text-[15px] font-semibold tabular-nums text-gray-900 active:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Scale aria-hidden="true" className="size-4 text-gray-500" />
                  {formatAmount(line.quantity, line.unit, i18n.language)}
                </button>
              ) : (
                <Stepper
                  name={line.name}
                  value={line.quantity}
                  max={line.available}
                  onChange={(q) => onQuantity(line, q)}
                  onLimit={() => onLimit(line)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {/* the sale's customer: by phone, name or member QR (docs/decisions/0282-customers.md) */}
      <CustomerPicker pointsCapCents={totals.pointsCapCents} />

      {/* every discount once, as the receipt prints it: a line's on its line (its amount is after it), the bill's on
          its own row; subtotal − the bill's discount = total (docs/decisions/0266-every-figure-agrees.md) */}
      <dl className="mt-2 space-y-1 border-t border-gray-200 pt-3 text-[15px]">
        <div className="flex justify-between gap-3 text-gray-600">
          <dt>{t('sale.subtotal')}</dt>
          <dd className="shrink-0 whitespace-nowrap tabular-nums" data-testid="sale-subtotal">
            {formatPrice(fromCents(totals.subtotalCents))}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>
            <button
              type="button"
              onClick={() => setEditing('bill')}
              disabled={lines.length === 0}
              className="flex min-h-9 items-center gap-1 rounded-full text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand disabled:text-gray-400"
            >
              <Tag aria-hidden="true" className="size-4" />
              {t('discount.bill')}
            </button>
          </dt>
          <dd
            className="shrink-0 self-center text-sm whitespace-nowrap tabular-nums text-emerald-700"
            data-testid="bill-discount"
          >
            {totals.billCents > 0 ? `−${formatPrice(fromCents(totals.billCents))}` : ''}
          </dd>
        </div>
        {/* a full stamp card's free item, after the seller's discount (docs/decisions/0289-stamp-cards.md) */}
        {totals.stampsCents > 0 && (
          <div className="flex justify-between gap-3 text-sm text-emerald-700">
            <dt>{t('till.freeItemRow', { ns: 'customers' })}</dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums" data-testid="stamps-discount">
              −{formatPrice(fromCents(totals.stampsCents))}
            </dd>
          </div>
        )}
        {/* the customer's points, after the seller's discount (docs/decisions/0283-loyalty.md) */}
        {totals.pointsCents > 0 && (
          <div className="flex justify-between gap-3 text-sm text-emerald-700">
            <dt>{t('till.pointsRow', { ns: 'customers', count: pointsUsed(totals.pointsCents) })}</dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums" data-testid="points-discount">
              −{formatPrice(fromCents(totals.pointsCents))}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-xl font-bold text-gray-900">
          <dt>{t('sale.total')}</dt>
          <dd className="shrink-0 whitespace-nowrap tabular-nums" data-testid="sale-total">
            {formatPrice(fromCents(totals.totalCents))}
          </dd>
        </div>
      </dl>

      <div className="mt-4 grid grid-cols-[auto_1fr] gap-3">
        <Button
          variant="secondary"
          size="lg"
          className="px-3! whitespace-nowrap"
          onClick={onClear}
          disabled={lines.length === 0}
        >
          <Trash2 aria-hidden="true" className="size-5 text-red-600" />
          {t('sale.clear')}
        </Button>
        <Button
          size="lg"
          className="px-3! whitespace-nowrap"
          onClick={onCharge}
          disabled={lines.length === 0}
          loading={charging}
        >
          {t('sale.charge', { amount: formatPrice(fromCents(totals.totalCents)) })}
        </Button>
      </div>
      <WeightDialog
        product={
          weighingLine && isWeightUnit(weighingLine.unit)
            ? {
                name: weighingLine.name,
                unit: weighingLine.unit,
                unitCents: toCents(weighingLine.price),
                available: weighingLine.available,
              }
            : null
        }
        current={weighingLine?.quantity}
        onCancel={() => setWeighing(null)}
        onWeight={(q) => {
          setWeighing(null);
          if (weighingLine) onQuantity(weighingLine, q);
        }}
      />
      {editing === 'bill' && (
        <DiscountDialog
          title={t('discount.bill')}
          baseCents={totals.subtotalCents}
          current={bill}
          onClose={() => setEditing(null)}
          onApply={(d) => {
            setEditing(null);
            onBillDiscount(d);
          }}
        />
      )}
      {editingLine && (
        <DiscountDialog
          title={t('discount.line', { name: editingLine.name })}
          baseCents={lineGross(editingLine)}
          current={editingLine.line_discount ?? null}
          onClose={() => setEditing(null)}
          onApply={(d) => {
            setEditing(null);
            onLineDiscount(editingLine, d);
          }}
        />
      )}
      {overlay}
    </Sheet>
  );
}

import { useEffect } from 'react';
import { fromCents } from '../../../../contract/money';
import { POINT_CENTS, pointsOffCents, pointsUsed } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { useLoyaltyBalance } from './useLoyaltyBalance';

/**
 * At checkout, under one shop's goods: her points at that shop and a switch to spend them on its goods
 * (docs/decisions/0283-loyalty.md, "Redeeming online"). Ticked, it spends as many as the goods can take, up to all
 * she has; `points` is what the order will ask, kept within that when the cart changes. Nothing is shown where she
 * has no points.
 */
export function PointsAtCheckout({
  sellerId,
  goodsCents,
  points,
  onChange,
}: {
  sellerId: string;
  goodsCents: number;
  points: number;
  onChange: (points: number) => void;
}) {
  const { t, i18n } = useTranslation('loyalty');
  const balance = useLoyaltyBalance(sellerId);
  const held = balance.data?.points ?? 0;
  // what the goods can take of what she has: one cent a point, never more than the goods
  const usable = pointsUsed(pointsOffCents(held, goodsCents));
  useEffect(() => {
    if (points > usable) onChange(usable);
  }, [points, usable, onChange]);
  if (held <= 0) return null;
  const off = pointsOffCents(points, goodsCents);
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 border-t border-gray-100 px-3.5 py-2.5 text-sm">
      <input
        type="checkbox"
        checked={points > 0}
        disabled={usable === 0}
        onChange={(e) => onChange(e.target.checked ? usable : 0)}
        className="size-5 shrink-0 accent-cyan-700"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-gray-900">{t('checkout.use')}</span>
        <span className="block text-xs text-gray-600">
          {t('checkout.have', {
            points: held.toLocaleString(i18n.language),
            value: formatPrice(fromCents(held * POINT_CENTS)),
          })}
        </span>
      </span>
      {off > 0 && (
        <span
          className="shrink-0 font-semibold whitespace-nowrap tabular-nums text-emerald-700"
          data-testid="points-off"
        >
          −{formatPrice(fromCents(off))}
        </span>
      )}
    </label>
  );
}

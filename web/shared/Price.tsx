import { discountedCents, fromCents, percentToBasisPoints, toCents } from '../../contract/money';
import { useTranslation } from '../i18n/use-translation';

export interface PriceProps {
  /** The list price (before discount). */
  amount: number;
  /** Percent off; above 0 shows the discounted price with the original struck through (docs/product.md §5). */
  discount?: number;
  /** Currency symbol; `$` in lists and market, `HK$` in forms (docs/product.md §9). */
  symbol?: string;
  /** Decimal places, 2 by default (docs/product.md §9). */
  decimals?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** what the price is per, shown after it: perUnit()'s " / catty" for a weighed product (decision 0233) */
  per?: string;
  /**
   * the lowest of several (a product's variants): "from $88" / 「$88 起」, the price after its discount with
   * nothing struck through (docs/decisions/0263-product-files.md)
   */
  from?: boolean;
}

const SIZE = {
  sm: { now: 'text-sm', was: 'text-xs' },
  md: { now: 'text-base', was: 'text-sm' },
  lg: { now: 'text-xl', was: 'text-sm' },
} as const;

/** "$12.50" with grouping, e.g. "$1,280.00", and "−$503.00" below zero; the symbol is not localized (prices are HKD). */
export function formatPrice(amount: number, symbol = '$', decimals = 2): string {
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(amount));
  return `${amount < 0 && Number(number.replace(/,/g, '')) !== 0 ? '−' : ''}${symbol}${number}`;
}

/** Price after a percent discount, exact to the cent (docs/product.md §5). */
export function discountedPrice(amount: number, discount = 0): number {
  return fromCents(discountedCents(toCents(amount), percentToBasisPoints(discount)));
}

/**
 * A price as shoppers and sellers see it: the discounted price in bold with the original struck
 * through when there is a discount. Screen readers hear "Now $8.00, original price $10.00".
 */
export function Price({
  amount,
  discount = 0,
  symbol = '$',
  decimals = 2,
  size = 'md',
  className,
  per,
  from = false,
}: PriceProps) {
  const { t } = useTranslation('products');
  const classes = SIZE[size];
  const original = formatPrice(amount, symbol, decimals);
  const perMark = per && <span className={`font-normal text-gray-600 ${classes.was}`}>{per}</span>;
  if (from) {
    return (
      <span className={`font-semibold tabular-nums text-gray-900 ${classes.now} ${className ?? ''}`}>
        {t('price.from', { price: formatPrice(discountedPrice(amount, discount), symbol, decimals) })}
        {perMark}
      </span>
    );
  }
  if (!(discount > 0)) {
    return (
      <span className={`font-semibold tabular-nums text-gray-900 ${classes.now} ${className ?? ''}`}>
        {original}
        {perMark}
      </span>
    );
  }
  const now = formatPrice(discountedPrice(amount, discount), symbol, decimals);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-1.5 ${className ?? ''}`}>
      <span className={`font-semibold tabular-nums text-brand-dark ${classes.now}`}>
        <span className="sr-only">{`${t('price.now')} `}</span>
        {now}
        {perMark}
      </span>
      <del className={`tabular-nums text-gray-500 ${classes.was}`}>
        <span className="sr-only">{`${t('price.original')} `}</span>
        {original}
      </del>
    </span>
  );
}

import { formatQuantity, isWeightUnit, UNIT_LABELS, type Unit } from '../../../contract/units';
import { type AppLocale, isAppLocale } from '../../i18n/locales';

/**
 * Quantities as people read them (docs/decisions/0233-units-and-weight.md): pieces as a bare number ("3"), a
 * weight with its unit ("0.75 catty", "0.75 斤"). Used wherever a line or a stock is shown.
 */
export function formatAmount(quantity: number, unit: Unit | undefined, locale: string): string {
  const q = formatQuantity(quantity);
  if (!unit || unit === 'piece') return q;
  return `${q} ${unitLabel(unit, locale)}`;
}

/**
 * A stock as people read it: a weight to the hundredth, rounded down so it never promises more than is there
 * ("7.67 斤" for 7.673 catty; the data stays exact to the thousandth), pieces as they are.
 */
export function formatStock(quantity: number, unit: Unit | undefined, locale: string): string {
  if (!unit || unit === 'piece') return formatAmount(quantity, unit, locale);
  const hundredths = Math.floor(Math.round(quantity * 1000) / 10);
  return formatAmount(hundredths / 100, unit, locale);
}

/** the unit's short name in the interface language ("catty", "斤") */
export function unitLabel(unit: Unit, locale: string): string {
  const lang: AppLocale = isAppLocale(locale) ? locale : 'en';
  return UNIT_LABELS[lang][unit];
}

/** "/ catty" after a price sold by weight, nothing for pieces */
export function perUnit(unit: Unit | undefined, locale: string): string {
  return unit && isWeightUnit(unit) ? ` / ${unitLabel(unit, locale)}` : '';
}

/** a typed weight: digits with at most 3 decimals, up to 9999 */
export function parseWeight(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d{1,4}(\.\d{0,3})?$/.test(clean) && !/^\.\d{1,3}$/.test(clean)) return null;
  return Number(clean);
}

import type { AiLocale } from '../../contract/ai';

/** One sentence in the three languages; `pick` chooses the caller's. */
export type Tri = Record<AiLocale, string>;

export function pick(locale: AiLocale, en: string, hk: string, cn: string): string {
  return locale === 'en' ? en : locale === 'zh-HK' ? hk : cn;
}

export function money(cents: number): string {
  const value = cents / 100;
  return `HK$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Chinese text (a Chinese-looking string) shown in the locale's script is left as printed: packages are real. */
export function quote(locale: AiLocale, text: string): string {
  return locale === 'en' ? `“${text}”` : `「${text}」`;
}

/**
 * "Shui Xian tea · 150 g": how a variant's line, receipt, stock screen and till tile name it
 * (docs/decisions/0236-variants.md). A plain function: the server and the browser name a variant the same way.
 */
export function variantLineName(product: string, variant: string): string {
  return `${product} · ${variant}`;
}

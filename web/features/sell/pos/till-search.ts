import {
  parseScaleBarcode,
  type ScaleLayout,
  scaleItemBarcodes,
} from '../../../../contract/scale-barcode-codes';

/**
 * What the till's search asks for (docs/decisions/0274-keyboard-wedge-scanners.md). A barcode is found as any word
 * is, the server matching the barcode in each product's search text. A label-scale code carries a price or weight
 * no product's barcode has: the search asks for its 5-digit item code, and only products carrying the label's
 * codes (the item code, its first 7 digits, or the whole label) are listed, as the offline till finds them.
 */
export function tillSearch(text: string, layout: ScaleLayout): { search: string; barcodes: string[] | null } {
  const search = text.trim();
  if (!parseScaleBarcode(search, layout)) return { search, barcodes: null };
  const [itemCode, ...others] = scaleItemBarcodes(search);
  return { search: itemCode!, barcodes: [itemCode!, ...others, search] };
}

/** whether a listed product (or one of its variants) carries one of `barcodes` */
export function carriesBarcode(
  product: { barcode?: string | null; variants: { barcode?: string | null }[] },
  barcodes: string[],
): boolean {
  const has = (code: string | null | undefined) => code != null && barcodes.includes(code);
  return has(product.barcode) || product.variants.some((v) => has(v.barcode));
}

import { useState } from 'react';
import { toCents } from '../../../../contract/money';
import type { Product, Variant } from '../../../../contract/products';
import { stockForSale } from '../../../../contract/products';
import {
  parseScaleBarcode,
  type ScaleLayout,
  scaleItemBarcodes,
} from '../../../../contract/scale-barcode-codes';
import { useTranslation } from '../../../i18n/use-translation';
import { type RingInput, ringUp } from '../../../shared/till/ring-up';
import { variantAsProduct } from '../../../shared/variants/variant-product';
import { useToast } from '../../../ui/toast';
import { type ScanFeedback, useKeyboardWedge } from '../scanner';
import type { PosLine } from './pos-storage';
import { isWeighed, lineFromProduct } from './sale-math';
import { useBarcodeLookup } from './useBarcodeLookup';
import type { usePosSale } from './usePosSale';

/** what ringing a product up changes of the sale being rung up (usePosSale) */
type RingingSale = Pick<ReturnType<typeof usePosSale>, 'lines' | 'setQuantity' | 'setLineDiscount'>;

/** a product sold by weight being weighed, with the price typed for it when open-price */
export interface WeighingProduct {
  product: Product;
  typedPrice?: number;
}

/**
 * How a product gets onto the online till's sale: a tap, the camera's continuous scans, a keyboard-wedge scanner,
 * Enter in the search and label-scale labels, each rung up by the till core (web/shared/till/ring-up.ts); and what
 * is asked first (a variant, an open price, a weight) while the till's dialogs ask it.
 */
export function useTillScan(sale: RingingSale, scaleLayout: ScaleLayout) {
  const { t } = useTranslation('pos');
  const toast = useToast();
  const lookup = useBarcodeLookup();

  const [scannerOpen, setScannerOpen] = useState(false);
  // an open-price product tapped or scanned: its price is asked before it joins the sale
  const [askingPrice, setAskingPrice] = useState<Product | null>(null);
  // a product sold by weight being weighed (with the price typed for it, when open-price)
  const [askingWeight, setAskingWeight] = useState<WeighingProduct | null>(null);
  // a product with variants tapped: which one is sold is asked first (docs/decisions/0236-variants.md)
  const [askingVariant, setAskingVariant] = useState<Product | null>(null);

  const inSale = new Map(sale.lines.map((l) => [l.product_id, l]));

  function limitNotice(line: PosLine): ScanFeedback {
    return { tone: 'warning', text: t('notice.max', { max: line.available, name: line.name }) };
  }

  function limitReached(line: PosLine) {
    const notice = limitNotice(line);
    toast.show(notice.text, { tone: notice.tone, durationMs: 2000 });
  }

  /** Adds one of the product (or `weight` of one sold by weight), or asks first what it needs. */
  function add(product: Product, typedPrice?: number, weight?: number): ScanFeedback {
    return ring(product, { price: typedPrice, weight });
  }

  /**
   * What a tap, a scan or a scale label does, as the till core decides it for both tills (web/shared/till/ring-up.ts):
   * a product with variants asks its kind, an open-price product not yet in the sale its price
   * (docs/decisions/0231-open-price.md), a product sold by weight its weight (decision 0233), closing the camera for
   * the dialog; otherwise the line grows within the stock. Says what happened (the camera view shows it).
   */
  function ring(product: Product, input: RingInput): ScanFeedback {
    const current = inSale.get(product._id);
    // the product list's stock is the freshest figure we have for a product not yet saved
    const stock = stockForSale(product);
    const rung = ringUp(
      {
        unit: product.unit,
        unitCents: toCents(product.discounted_price),
        openPrice: product.open_price,
        stock,
        hasVariants: product.variants.length > 0,
      },
      current && { quantity: current.quantity, discount: current.line_discount },
      input,
    );
    if (rung.kind === 'refused') {
      if (rung.reason === 'soldOut')
        return { tone: 'warning', text: t('notice.soldOut', { name: product.name }) };
      if (rung.reason === 'noMore')
        return limitNotice({ ...(current ?? lineFromProduct(product)), available: stock });
      return { tone: 'warning', text: t(`scale.${rung.reason}`, { name: product.name }) };
    }
    if (rung.kind === 'ask') {
      if (rung.ask === 'variant') {
        setAskingVariant(product);
        return { tone: 'success', text: t('variant.choose') };
      }
      setScannerOpen(false);
      if (rung.ask === 'price') {
        setAskingPrice(product);
        return { tone: 'success', text: t('openPrice.scanned', { name: product.name }) };
      }
      setAskingWeight({ product, typedPrice: rung.price });
      return { tone: 'success', text: t('weight.scanned', { name: product.name }) };
    }
    const line = current
      ? { ...current, available: stock }
      : lineFromProduct(product, rung.quantity, rung.price);
    sale.setQuantity(line, rung.quantity);
    // a weight label's price: the line comes to it (a thousandth of a dear product is worth more than a cent)
    if (rung.discount) sale.setLineDiscount({ product_id: product._id } as PosLine, rung.discount);
    return { tone: 'success', text: t('notice.added', { name: product.name }) };
  }

  function tapAdd(product: Product, typedPrice?: number, weight?: number) {
    const result = add(product, typedPrice, weight);
    if (result.tone !== 'success') toast.show(result.text, { tone: result.tone, durationMs: 2000 });
  }

  function removeOne(product: Product) {
    const current = inSale.get(product._id) ?? sale.lines.findLast((l) => l.variant_of === product._id);
    // a weighed line goes whole: its weight is changed on the sale sheet
    if (current) sale.setQuantity(current, isWeighed(current) ? 0 : current.quantity - 1);
  }

  /**
   * Continuous scanning: every code read rings up its product, the camera stays open. A scanner typing (decision
   * 0274) comes the same way; `quiet`: a code no product carries and no scale label says nothing (Enter in the search).
   */
  async function onScanned(code: string, quiet = false): Promise<ScanFeedback | undefined> {
    try {
      const product = await lookup.mutateAsync(code);
      if (!product) return await onLabel(code, quiet);
      // its price or weight is typed: ring closes the camera for the dialog
      return add(product);
    } catch (error) {
      return { tone: 'danger', text: error instanceof Error ? error.message : t('notice.scanFailed') };
    }
  }

  /**
   * A code no product carries: a label-scale label when the shop reads them (docs/decisions/0234), its product
   * found by the item code, its weight or price added at once, the camera kept open for the next bag.
   */
  async function onLabel(code: string, quiet = false): Promise<ScanFeedback | undefined> {
    const label = parseScaleBarcode(code, scaleLayout);
    if (!label) return quiet ? undefined : { tone: 'warning', text: t('scan.missingTitle', { code }) };
    for (const itemCode of scaleItemBarcodes(code)) {
      const product = await lookup.mutateAsync(itemCode);
      if (product) return ring(product, { label });
    }
    return { tone: 'warning', text: t('scale.noItem', { code: label.itemCode }) };
  }

  /** A scanner typing with no field focused (decision 0274): the camera's path, its answer in a toast. */
  async function wedgeScanned(code: string) {
    const feedback = await onScanned(code);
    if (feedback) toast.show(feedback.text, { tone: feedback.tone, durationMs: 2000 });
  }
  useKeyboardWedge((code) => void wedgeScanned(code));

  /**
   * Enter in the search (a scanner typing into it, or a code typed or pasted): a code a product carries, or a scale
   * label, is added as a scan and the search cleared for the next; digits no product carries say so; a word stays
   * a search.
   */
  async function searchEntered(searchText: string, clearSearch: () => void) {
    const code = searchText.trim();
    if (code === '' || /\s/.test(code)) return;
    const feedback = await onScanned(code, !/^\d+$/.test(code));
    if (!feedback) return;
    if (feedback.tone === 'success') clearSearch();
    toast.show(feedback.text, { tone: feedback.tone, durationMs: 2000 });
  }

  /** the weight read for the product being weighed: it joins the sale (at the price typed for it, if any) */
  function weighed(weight: number) {
    const asked = askingWeight;
    setAskingWeight(null);
    if (asked) tapAdd(asked.product, asked.typedPrice, weight);
  }

  /** the variant chosen of the product tapped: it is rung up as a product of its own */
  function variantChosen(variant: Variant) {
    const product = askingVariant;
    setAskingVariant(null);
    if (product) tapAdd(variantAsProduct(product, variant));
  }

  /** the price typed for the open-price product: it joins the sale at that price */
  function priceTyped(price: number) {
    const product = askingPrice;
    setAskingPrice(null);
    if (product) tapAdd(product, price);
  }

  return {
    /** the sale's line of each product, by product id */
    inSale,
    /** a barcode is being looked up (the scan button shows a spinner) */
    lookingUp: lookup.isPending,
    scannerOpen,
    openScanner: () => setScannerOpen(true),
    closeScanner: () => setScannerOpen(false),
    onScanned,
    searchEntered,
    tapAdd,
    removeOne,
    limitReached,
    askingPrice,
    askingWeight,
    askingVariant,
    cancelPrice: () => setAskingPrice(null),
    cancelWeight: () => setAskingWeight(null),
    cancelVariant: () => setAskingVariant(null),
    priceTyped,
    weighed,
    variantChosen,
  };
}

export type TillScan = ReturnType<typeof useTillScan>;

import type { ProductLayout } from './ProductCard';

/** Local storage key of the /product layout choice (docs/product.md §3), default list (docs/product.md §9). */
export const PRODUCT_LAYOUT_KEY = 'productLayoutType';

export function readProductLayout(): ProductLayout {
  try {
    return localStorage.getItem(PRODUCT_LAYOUT_KEY) === 'tiling' ? 'tiling' : 'list';
  } catch {
    return 'list';
  }
}

export function saveProductLayout(layout: ProductLayout): void {
  try {
    localStorage.setItem(PRODUCT_LAYOUT_KEY, layout);
  } catch {
    // private mode or full storage: the choice lasts until reload
  }
}

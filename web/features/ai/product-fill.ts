import type { ProductSuggestion } from '../../../contract/ai';
import type { ProductDraft } from '../products';

export type ProductField = 'name' | 'description' | 'price' | 'cost' | 'quantity' | 'category' | 'barcode';

function amount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/**
 * What an AI answer changes in the product form. The add screen takes name, description, price, cost and quantity
 * (and a category or barcode only when those are still empty); the edit screen only name and description.
 */
export function productFill(
  item: ProductSuggestion,
  mode: 'add' | 'edit',
  draft: ProductDraft,
): { patch: Partial<ProductDraft>; fields: ProductField[] } {
  const patch: Partial<ProductDraft> = { name: item.name, description: item.description };
  const fields: ProductField[] = ['name', 'description'];
  if (mode === 'add') {
    patch.price = amount(item.price);
    patch.cost = amount(item.cost);
    patch.quantity = String(item.quantity);
    fields.push('price', 'cost', 'quantity');
    if (draft.category.length === 0 && item.category.length > 0) {
      patch.category = item.category;
      fields.push('category');
    }
    if (!draft.barcode && item.barcode) {
      patch.barcode = item.barcode;
      fields.push('barcode');
    }
  }
  return { patch, fields };
}

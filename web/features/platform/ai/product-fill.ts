import type { ProductSuggestion } from '../../../../contract/ai';
import type { ProductDraft } from '../../../shared/product-draft';

export type ProductField = 'name' | 'description' | 'price' | 'cost' | 'quantity' | 'category' | 'barcode';

function amount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

const blank = (value: string) => value.trim() === '';

/**
 * What an AI answer changes in the product form. The add screen offers name, description, price, cost, quantity,
 * category and barcode; the edit screen only name and description. Only EMPTY fields are filled: what the seller
 * typed is kept and listed in `kept` (issue 25: "Fill from photos" overwrote a typed name).
 */
export function productFill(
  item: ProductSuggestion,
  mode: 'add' | 'edit',
  draft: ProductDraft,
): { patch: Partial<ProductDraft>; fields: ProductField[]; kept: ProductField[] } {
  const patch: Partial<ProductDraft> = {};
  const fields: ProductField[] = [];
  const kept: ProductField[] = [];
  const offer = <K extends ProductField & keyof ProductDraft>(
    field: K,
    value: ProductDraft[K],
    empty: boolean,
  ) => {
    if (empty) {
      patch[field] = value;
      fields.push(field);
    } else kept.push(field);
  };
  offer('name', item.name, blank(draft.name));
  offer('description', item.description, blank(draft.description));
  if (mode === 'add') {
    // a number the assistant could not ground is left empty, not guessed (docs/decisions/0238)
    if (item.price !== null) {
      // the price read is the package's (a 200 g bag), so the product is sold by the piece, even where the shop's
      // trade started the form by the catty (docs/decisions/0272-seller-onboarding.md)
      if (blank(draft.price) && draft.unit !== 'piece') patch.unit = 'piece';
      offer('price', amount(item.price), blank(draft.price));
    }
    if (item.cost !== null) offer('cost', amount(item.cost), blank(draft.cost));
    if (item.quantity !== null) offer('quantity', String(item.quantity), blank(draft.quantity));
    if (item.category.length > 0) offer('category', item.category, draft.category.length === 0);
    if (item.barcode) offer('barcode', item.barcode, !draft.barcode);
  }
  return { patch, fields, kept };
}

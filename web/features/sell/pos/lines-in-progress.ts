import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../contract/orders';
import { posKeys } from './keys';
import { readPosOrderId, readUnsavedLines } from './pos-storage';

/**
 * The sale being rung up when the connection drops: the taps not yet saved, else the saved draft as this
 * phone last saw it. The offline POS starts from these, so losing the network mid-sale loses nothing
 * (docs/decisions/0081-offline-point-of-sale.md).
 */
export function linesInProgress(queryClient: QueryClient): CarriedLine[] {
  const unsaved = readUnsavedLines();
  const id = readPosOrderId();
  const draft = id ? queryClient.getQueryData<Order>(posKeys.draft(id)) : undefined;
  // an open-price line carries the price typed for it (docs/decisions/0231-open-price.md)
  return (unsaved ?? draft?.items ?? []).map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    ...(l.open_price ? { price: l.price } : {}),
  }));
}

export interface CarriedLine {
  product_id: string;
  quantity: number;
  /** the typed price of an open-price line */
  price?: number;
}

import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../contract/orders';
import { posKeys } from './keys';
import { readPosOrderId, readUnsavedLines } from './pos-storage';

/**
 * The sale being rung up when the connection drops: the taps not yet saved, else the saved draft as this
 * phone last saw it. The offline POS starts from these, so losing the network mid-sale loses nothing
 * (docs/decisions/0081-offline-point-of-sale.md).
 */
export function linesInProgress(queryClient: QueryClient): { product_id: string; quantity: number }[] {
  const unsaved = readUnsavedLines();
  if (unsaved) return unsaved.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
  const id = readPosOrderId();
  const draft = id ? queryClient.getQueryData<Order>(posKeys.draft(id)) : undefined;
  return (draft?.items ?? []).map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
}

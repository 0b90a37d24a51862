import { useMutation } from '@tanstack/react-query';
import { create } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';

/** `/res/order/create` with order_type POS-Sell: starts a new sale draft with its first line (`run` as in update). */
export function useCreatePosSale(run: <T>(call: () => Promise<T>) => Promise<T> = (call) => call()) {
  return useMutation({
    // fail at once when offline (not paused): the POS keeps the sale and retries itself
    networkMode: 'always',
    mutationFn: (item: { product_id: string; quantity: number; price?: number }) =>
      run(() => callApi(create, { order_type: 'POS-Sell', item })),
  });
}

import { useQuery } from '@tanstack/react-query';
import { receiptGet } from '../../../../contract/receipts';
import { ApiError, callApi } from '../../../lib/api';
import { receiptKeys } from './keys';

/** `/res/receipt/get`: a receipt by its link's token (no login). */
export function useReceipt(token: string) {
  return useQuery({
    queryKey: receiptKeys.byToken(token),
    queryFn: () => callApi(receiptGet, { token }),
    enabled: token !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

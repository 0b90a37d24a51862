import { useQuery } from '@tanstack/react-query';
import { receiptLink } from '../../../../contract/receipts';
import { ApiError, callApi } from '../../../lib/api';
import { receiptKeys } from './keys';

/**
 * `/res/receipt/link`: the link of a sale's receipt (the server makes it on the first request and answers the
 * same one afterwards, so asking is safe to repeat). `url` is absolute, for QR codes and shares.
 */
export function useReceiptLink(orderId: string, enabled = true) {
  return useQuery({
    queryKey: receiptKeys.link(orderId),
    queryFn: async () => {
      const link = await callApi(receiptLink, { id: orderId });
      return { ...link, url: new URL(link.path, window.location.origin).href };
    },
    enabled: enabled && orderId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

import { useQuery } from '@tanstack/react-query';
import { showPaymentCode } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { paymentCodeKeys } from './keys';

/** `/user/info/show_payment_code`: one of the seller's codes, fetched when it is shown large. */
export function useShowPaymentCode(id: string | null) {
  return useQuery({
    queryKey: [...paymentCodeKeys.all, 'one', id ?? ''] as const,
    queryFn: () => callApi(showPaymentCode, { id: id ?? '' }),
    enabled: id !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import { loyaltyBalance } from '../../../../contract/loyalty';
import { callApi } from '../../../lib/api';

/** `/res/loyalty/balance`: the shopper's points at one shop and its programme. */
export function useLoyaltyBalance(sellerId: string) {
  return useQuery({
    queryKey: ['loyalty-balance', sellerId],
    queryFn: () => callApi(loyaltyBalance, { seller_id: sellerId }),
    enabled: sellerId !== '',
  });
}

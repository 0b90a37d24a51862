import { useQuery } from '@tanstack/react-query';
import { memberCard } from '../../../../contract/customers';
import { callApi } from '../../../lib/api';

/** `/res/customer/member_card`: the shopper's member QR at one shop. */
export function useMemberCard(sellerId: string) {
  return useQuery({
    queryKey: ['member-card', sellerId],
    queryFn: () => callApi(memberCard, { seller_id: sellerId }),
    enabled: sellerId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

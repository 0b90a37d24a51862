import { useQuery } from '@tanstack/react-query';
import { sellerFpsIdentifier } from '../../../../contract/fps';
import { callApi } from '../../../lib/api';

/** `/user/info/seller_fps`: the FPS identifier of the seller a buyer is paying, or null. */
export function useSellerFpsIdentifier(sellerId: string | null) {
  return useQuery({
    queryKey: ['users', 'seller-fps', sellerId] as const,
    queryFn: () => callApi(sellerFpsIdentifier, { seller_id: sellerId! }),
    enabled: sellerId !== null,
  });
}

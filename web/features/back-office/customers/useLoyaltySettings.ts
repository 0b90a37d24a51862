import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LoyaltySettings, loyaltySettings } from '../../../../contract/loyalty';
import { callApi } from '../../../lib/api';
import { customerKeys } from './keys';

const KEY = ['loyalty-settings'] as const;

/** `/res/loyalty/settings` with {}: the shop's programme. */
export function useLoyaltySettings() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(loyaltySettings, {}) });
}

/** `/res/loyalty/settings` with a programme: points at a percentage, or off; the customers' points refetch. */
export function useSaveLoyaltySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LoyaltySettings) => callApi(loyaltySettings, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { payoutActivity } from '../../../../contract/payout';
import { callApi } from '../../../lib/api';

export const PAYOUT_ACTIVITY_KEY = ['payout-activity'] as const;

/** /user/info/payout_activity: the latest changes of where payments go, and a pause if one was undone. */
export function usePayoutActivity() {
  return useQuery({
    queryKey: PAYOUT_ACTIVITY_KEY,
    queryFn: () => callApi(payoutActivity, {}),
    // a fact about money: never shown from an old cache (issue 25's rule)
    staleTime: 0,
  });
}

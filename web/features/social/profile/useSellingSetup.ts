import { useQuery } from '@tanstack/react-query';
import { sellingSetup } from '../../../../contract/selling-setup';
import { callApi } from '../../../lib/api';

/** the query key of a seller's setup checklist (the profile's checklist and /sell-setup share it) */
export const SETUP_KEY = ['selling-setup'] as const;

/** `/res/selling_setup/get`: a seller's steps to her first sale (docs/decisions/0272-seller-onboarding.md). */
export function useSellingSetup(enabled = true) {
  return useQuery({ queryKey: SETUP_KEY, queryFn: () => callApi(sellingSetup, {}), enabled, staleTime: 0 });
}

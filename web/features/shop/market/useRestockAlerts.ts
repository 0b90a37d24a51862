import { useQuery } from '@tanstack/react-query';
import { restockAlerts } from '../../../../contract/restock-alerts';
import { callApi } from '../../../lib/api';

export const RESTOCK_KEY = ['market', 'restock-alerts'] as const;

/** The caller's waiting "Notify me" alerts (`/res/product/restock_alerts`; docs/decisions/0241). */
export function useRestockAlerts(enabled: boolean) {
  return useQuery({
    queryKey: RESTOCK_KEY,
    queryFn: async () => (await callApi(restockAlerts, {})).items,
    enabled,
  });
}

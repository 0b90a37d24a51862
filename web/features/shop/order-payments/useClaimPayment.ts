import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimPayment, claimScreenshot } from '../../../../contract/order-payments';
import { callApi, uploadFiles } from '../../../lib/api';
import { claimKeys } from './keys';

/**
 * `/res/order/claim_payment`, then `/res/order/claim_screenshot` when the shopper picked a screenshot:
 * the claim stands even if the picture fails (the seller can still confirm by the reference).
 */
export function useClaimPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; reference: string; screenshot: File | null }) => {
      const claimed = await callApi(claimPayment, { id: input.id, reference: input.reference || undefined });
      if (!input.screenshot) return { ...claimed, screenshotFailed: false };
      try {
        const withShot = await uploadFiles(claimScreenshot, [input.screenshot], { query: { id: input.id } });
        return { ...withShot, screenshotFailed: false };
      } catch {
        return { ...claimed, screenshotFailed: true };
      }
    },
    onSuccess: (r) => {
      queryClient.setQueryData(claimKeys.one(r.claim.order_id), { claim: r.claim });
      void queryClient.invalidateQueries({ queryKey: claimKeys.claimed });
    },
  });
}

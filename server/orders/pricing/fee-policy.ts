import { TRANSACTION_FEE_BP } from '../../../contract/money';

/**
 * Who carries the transaction fee, and at what rate (docs/decisions/0093-who-pays-the-fee.md).
 * The fee is the seller's cost, shown only to the seller. Online orders carry it (the platform brought
 * the sale and runs its payment flow); POS sales carry it when paid with one of the seller's payment codes
 * shown by the app, and not when paid in cash at the stall.
 */
export interface FeePolicy {
  /** the rate in basis points (300 = 3 %) */
  rateBp: number;
  bpFor(orderType: 'Online-Sell' | 'POS-Sell', method: string | null): number;
}

export function feePolicy(rateBp: number = TRANSACTION_FEE_BP): FeePolicy {
  return {
    rateBp,
    bpFor(orderType, method) {
      if (orderType === 'POS-Sell' && method === 'cash') return 0;
      return rateBp;
    },
  };
}

export const DEFAULT_FEE_POLICY = feePolicy();

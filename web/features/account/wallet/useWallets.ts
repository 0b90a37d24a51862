import { useQuery } from '@tanstack/react-query';
import { listWallets } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api';

export const WALLETS_KEY = ['wallets'] as const;

/** /auth/user/wallets: the addresses linked to this account. */
export function useWallets() {
  return useQuery({ queryKey: WALLETS_KEY, queryFn: () => callApi(listWallets, {}) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unlinkWallet } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api';
import { WALLETS_KEY } from './useWallets';

/** /auth/user/wallet_unlink: refused for the last way into an account without a password. */
export function useUnlinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => callApi(unlinkWallet, { address }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLETS_KEY }),
  });
}

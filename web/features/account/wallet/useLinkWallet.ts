import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkWallet, SIWE_LINK_STATEMENT } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api';
import { signInMessage, type WalletSigner } from './signer';
import { WALLETS_KEY } from './useWallets';

/** /auth/user/wallet_link: proves the wallet with a freshly signed message and links it to this account. */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (signer: WalletSigner) =>
      callApi(linkWallet, await signInMessage(signer, SIWE_LINK_STATEMENT)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLETS_KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { SIWE_REAUTH_STATEMENT, walletReauth } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api';
import { signInMessage, type WalletSigner } from './signer';

/** /auth/user/wallet_reauth: a fresh EIP-4361 message with the re-authentication statement, signed by a linked wallet. */
export function useWalletReauth() {
  return useMutation({
    mutationFn: async (signer: WalletSigner) =>
      callApi(walletReauth, await signInMessage(signer, SIWE_REAUTH_STATEMENT)),
  });
}

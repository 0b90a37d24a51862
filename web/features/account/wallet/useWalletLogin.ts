import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../contract/common';
import { SIWE_STATEMENT, walletLogin } from '../../../../contract/wallet';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { runAfterLogin } from '../../../shared/account/after-login';
import { signInMessage, type WalletSigner } from './signer';

/** /auth/user/wallet_login: signs a fresh EIP-4361 message and signs in (a new address creates the account). */
export function useWalletLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ signer, role }: { signer: WalletSigner; role: Role }) =>
      callApi(walletLogin, {
        ...(await signInMessage(signer, SIWE_STATEMENT)),
        role,
        locale: storedLocale(),
      }),
    onSuccess: async (session) => {
      saveSession(session);
      queryClient.clear();
      await runAfterLogin();
    },
  });
}

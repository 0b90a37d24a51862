import { useNavigate } from 'react-router';
import type { Role } from '../../../../contract/common';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../ui/toast';
import type { WalletSigner } from './signer';
import { useLinkWallet } from './useLinkWallet';
import { useWalletLogin } from './useWalletLogin';
import type { WalletMode } from './wallet-mode';

/**
 * What every wallet screen does once it holds a signer: in `link` mode it links the wallet to the account and
 * goes back to /security; otherwise it signs in, and a new account continues with onboarding
 * (docs/decisions/0058) while a known one goes home. The login and link calls keep their own hooks.
 */
export function useWalletSignIn(mode: WalletMode) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const toast = useToast();
  const login = useWalletLogin();
  const link = useLinkWallet();

  function proceed(signer: WalletSigner, role: Role) {
    if (mode === 'link') {
      link.mutate(signer, {
        onSuccess: () => {
          toast.show(t('linked'), { tone: 'success' });
          navigate('/security', { replace: true });
        },
      });
    } else {
      login.mutate(
        { signer, role },
        { onSuccess: (s) => navigate(s.new_account ? '/signup-terms-condition' : '/', { replace: true }) },
      );
    }
  }

  return { proceed, error: login.error ?? link.error, pending: login.isPending || link.isPending };
}

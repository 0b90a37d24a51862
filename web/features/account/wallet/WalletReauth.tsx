import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { browserSigner, hasBrowserWallet, type WalletSigner } from './signer';
import { useVaultUnlock } from './useVaultUnlock';
import { useWalletReauth } from './useWalletReauth';
import { useWallets } from './useWallets';
import { shortAddress } from './wallet-mode';
import { storedVault } from './wallet-vault';

/**
 * The wallet way of "confirm it's you" (docs/decisions/0222-payout-changes.md): the wallet kept on this phone,
 * unlocked with its passcode, or the browser's own wallet, signs a fresh message; only a wallet linked to the
 * account counts. Shows nothing when the account has no wallet that this browser can sign with.
 */
export function WalletReauth({ onProven }: { onProven(): void }) {
  const { t } = useTranslation('wallet');
  const wallets = useWallets();
  const reauth = useWalletReauth();
  const [browserError, setBrowserError] = useState<string | null>(null);
  const [vault] = useState(storedVault);
  const prove = (signer: WalletSigner) => reauth.mutate(signer, { onSuccess: onProven });
  const { passcode, setPasscode, badPasscode, unlocking, unlock } = useVaultUnlock(vault, prove);
  const linked = new Set((wallets.data?.wallets ?? []).map((w) => w.address.toLowerCase()));
  if (linked.size === 0) return null;
  const vaultLinked = vault !== null && linked.has(vault.address.toLowerCase());

  async function signWithBrowserWallet() {
    setBrowserError(null);
    try {
      prove(await browserSigner());
    } catch {
      setBrowserError(t('browserWalletFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {vaultLinked && (
        <form onSubmit={unlock} className="flex flex-col gap-3" noValidate>
          <p className="text-sm text-gray-700">
            {t('reauthWithVault', { address: shortAddress(vault.address) })}
          </p>
          <TextField
            label={t('passcode')}
            name="reauth-passcode"
            type="password"
            autoComplete="current-password"
            value={passcode}
            onChange={(e) => setPasscode(e.target.value)}
            error={badPasscode ? t('wrongPasscode') : undefined}
          />
          <Button type="submit" block loading={unlocking || reauth.isPending} disabled={!passcode}>
            {t('reauthConfirm')}
          </Button>
        </form>
      )}
      {hasBrowserWallet() && (
        <Button variant="secondary" block loading={reauth.isPending} onClick={signWithBrowserWallet}>
          {t('reauthBrowserWallet')}
        </Button>
      )}
      {browserError && <FormAlert>{browserError}</FormAlert>}
      {reauth.error && <FormAlert>{reauth.error.message}</FormAlert>}
    </div>
  );
}

import { ChevronRight, KeyRound, Plus, Smartphone, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { AuthShell } from '../auth';
import { browserSigner, hasBrowserWallet, type WalletSigner } from './signer';
import { useVaultUnlock } from './useVaultUnlock';
import { useWalletSignIn } from './useWalletSignIn';
import { shortAddress, useWalletMode } from './wallet-mode';
import { forgetVault, storedVault } from './wallet-vault';

/**
 * /signup-login-wallet (docs/decisions/0101-sign-in-with-ethereum.md): the ways in with a wallet. The wallet
 * kept on this phone (unlocked with its passcode), a browser wallet when there is one, a new wallet, or a
 * recovery phrase. From /security (logged in) the same screen links the wallet instead.
 */
export default function SignupLoginWalletPage() {
  const { t } = useTranslation('wallet');
  const mode = useWalletMode();
  const signIn = useWalletSignIn(mode);
  const [vault, setVault] = useState(storedVault);
  const [forgetOpen, setForgetOpen] = useState(false);
  const [browserError, setBrowserError] = useState<string | null>(null);
  const { error, pending } = signIn;

  // the wallet kept here or a browser wallet: a new account made with it is a customer's
  const proceed = (signer: WalletSigner) => signIn.proceed(signer, 'c');

  const { passcode, setPasscode, badPasscode, unlocking, unlock } = useVaultUnlock(vault, proceed);

  async function signWithBrowserWallet() {
    setBrowserError(null);
    try {
      proceed(await browserSigner());
    } catch {
      setBrowserError(t('browserWalletFailed'));
    }
  }

  const title = mode === 'link' ? t('linkTitle') : t('walletTitle');
  return (
    <AuthShell
      title={title}
      subtitle={mode === 'link' ? t('linkSubtitle') : t('walletSubtitle')}
      back={mode === 'link' ? '/security' : '/login'}
      footer={
        mode === 'link' ? (
          <Link to="/security" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
            {t('backToSecurity')}
          </Link>
        ) : (
          <Link to="/login" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
            {t('useEmail')}
          </Link>
        )
      }
    >
      <div className="flex flex-col gap-5">
        {vault && (
          <form
            onSubmit={unlock}
            className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4"
            noValidate
          >
            <h2 className="flex items-center gap-2 font-semibold text-gray-900">
              <Smartphone aria-hidden="true" className="size-5 text-brand-dark" />
              {t('onThisPhone')}
            </h2>
            <p className="font-mono text-sm text-gray-700">{shortAddress(vault.address)}</p>
            <TextField
              label={t('passcode')}
              name="unlock-passcode"
              type="password"
              autoComplete="current-password"
              value={passcode}
              onChange={(e) => {
                setPasscode(e.target.value);
              }}
              error={badPasscode ? t('wrongPasscode') : undefined}
            />
            <Button type="submit" size="lg" block loading={unlocking || pending} disabled={!passcode}>
              {mode === 'link' ? t('linkWallet') : t('signIn')}
            </Button>
            <button
              type="button"
              onClick={() => setForgetOpen(true)}
              className="self-start text-sm text-gray-600 underline"
            >
              {t('forget')}
            </button>
          </form>
        )}
        {error && <FormAlert>{error.message}</FormAlert>}
        <nav aria-label={t('waysLabel')} className="flex flex-col gap-3">
          <Choice
            to="/create-wallet-phrase"
            icon={Plus}
            title={t('createChoice')}
            text={t('createChoiceText')}
          />
          <Choice
            to="/enter-sercet-phrase"
            icon={KeyRound}
            title={t('restoreChoice')}
            text={t('restoreChoiceText')}
          />
        </nav>
        {hasBrowserWallet() && (
          <Button variant="secondary" size="lg" block loading={pending} onClick={signWithBrowserWallet}>
            <Wallet aria-hidden="true" className="size-5" />
            {t('browserWallet')}
          </Button>
        )}
        {browserError && <FormAlert>{browserError}</FormAlert>}
        <p className="text-xs text-gray-500">{t('privacyNote')}</p>
      </div>
      <ConfirmDialog
        open={forgetOpen}
        title={t('forgetTitle')}
        message={t('forgetText')}
        confirmLabel={t('forgetConfirm')}
        tone="danger"
        onConfirm={() => {
          forgetVault();
          setVault(null);
          setForgetOpen(false);
        }}
        onCancel={() => setForgetOpen(false)}
      />
    </AuthShell>
  );
}

function Choice({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: typeof Plus;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs hover:bg-gray-50"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-dark" />
      <span className="flex-1">
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-sm text-gray-600">{text}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-gray-400" />
    </Link>
  );
}

import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Role } from '../../../../contract/common';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/CredentialFields';
import { FormAlert } from '../../../ui/FormAlert';
import { Spinner } from '../../../ui/Spinner';
import { localSigner } from './signer';
import { useWalletSignIn } from './useWalletSignIn';
import { deriveAccount } from './wallet-keys';
import { shortAddress, type WalletMode } from './wallet-mode';
import { PASSCODE_MIN, sealPhrase, storeVault } from './wallet-vault';

/**
 * The last steps of creating or restoring a wallet (docs/decisions/0100-wallet-on-the-device.md): keep the
 * phrase on this phone locked with a passcode, or not at all; then sign in with it (or link it).
 */
export function WalletFinish({
  phrase,
  accountRole,
  mode,
}: {
  phrase: string;
  /** the role of an account this wallet creates (a known wallet keeps its account's) */
  accountRole: Role;
  mode: WalletMode;
}) {
  const { t } = useTranslation('wallet');
  const [account, setAccount] = useState<PrivateKeyAccount | null>(null);
  useEffect(() => {
    let live = true;
    void deriveAccount(phrase).then((a) => {
      if (live) setAccount(a);
    });
    return () => {
      live = false;
    };
  }, [phrase]);
  const [kept, setKept] = useState<null | 'kept' | 'not-kept'>(null);
  const [passcode, setPasscode] = useState('');
  const [repeat, setRepeat] = useState('');
  const [sealing, setSealing] = useState(false);

  async function keep(e: FormEvent) {
    e.preventDefault();
    if (!account) return;
    setSealing(true);
    try {
      storeVault(await sealPhrase(phrase, passcode, account.address));
      setKept('kept');
    } finally {
      setSealing(false);
    }
  }

  if (!account) return <Spinner />;
  if (kept)
    return <SignStep account={account} accountRole={accountRole} mode={mode} kept={kept === 'kept'} />;

  const short = passcode.length > 0 && passcode.length < PASSCODE_MIN;
  const mismatch = repeat.length > 0 && repeat !== passcode;
  return (
    <div className="flex flex-col gap-5">
      <p className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
        {t('yourAddress')} <span className="font-mono text-gray-900">{shortAddress(account.address)}</span>
      </p>
      <form onSubmit={keep} className="flex flex-col gap-4" noValidate>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-dark" />
          {t('protectTitle')}
        </h2>
        <p className="text-sm text-gray-600">{t('protectText')}</p>
        <PasswordField
          label={t('passcode')}
          name="passcode"
          fresh
          value={passcode}
          onValue={setPasscode}
          hint={t('passcodeHint', { min: PASSCODE_MIN })}
          error={short ? t('passcodeShort', { min: PASSCODE_MIN }) : undefined}
        />
        <PasswordField
          label={t('passcodeRepeat')}
          name="passcode-repeat"
          fresh
          value={repeat}
          onValue={setRepeat}
          error={mismatch ? t('passcodeMismatch') : undefined}
        />
        <Button
          type="submit"
          size="lg"
          block
          loading={sealing}
          disabled={passcode.length < PASSCODE_MIN || repeat !== passcode}
        >
          {t('keepOnPhone')}
        </Button>
      </form>
      <Button variant="ghost" block onClick={() => setKept('not-kept')}>
        {t('dontKeep')}
      </Button>
      <p className="text-xs text-gray-500">{t('dontKeepNote')}</p>
    </div>
  );
}

function SignStep({
  account,
  accountRole,
  mode,
  kept,
}: {
  account: PrivateKeyAccount;
  accountRole: Role;
  mode: WalletMode;
  kept: boolean;
}) {
  const { t } = useTranslation('wallet');
  const { proceed, error, pending } = useWalletSignIn(mode);
  const started = useRef(false);

  const go = () => proceed(localSigner(account), accountRole);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    go();
  });

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800">
        {kept ? t('keptOnPhone') : t('notKeptOnPhone')}
      </p>
      <p className="text-gray-700">{mode === 'link' ? t('linking') : t('signingIn')}</p>
      {error && <FormAlert>{error.message}</FormAlert>}
      <Button size="lg" block loading={pending} disabled={pending} onClick={go}>
        {mode === 'link' ? t('linkWallet') : t('signIn')}
      </Button>
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { localSigner, type WalletSigner } from './signer';
import { deriveAccount } from './wallet-keys';
import { openPhrase, type VaultRecord } from './wallet-vault';

/**
 * The passcode field of the wallet kept on this phone (docs/decisions/0100-wallet-on-the-device.md): opens the
 * vault, derives the key and hands its signer on; a wrong passcode is said, not thrown. Used by sign-in,
 * linking and "confirm it's you".
 */
export function useVaultUnlock(vault: VaultRecord | null, use: (signer: WalletSigner) => void) {
  const [passcode, setPasscodeState] = useState('');
  const [badPasscode, setBadPasscode] = useState(false);
  const [unlocking, setUnlocking] = useState(false);

  const setPasscode = (value: string) => {
    setPasscodeState(value);
    setBadPasscode(false);
  };

  async function unlock(e: FormEvent) {
    e.preventDefault();
    if (!vault) return;
    setUnlocking(true);
    setBadPasscode(false);
    try {
      const phrase = await openPhrase(vault, passcode);
      if (!phrase) {
        setBadPasscode(true);
        return;
      }
      setPasscodeState('');
      use(localSigner(await deriveAccount(phrase)));
    } finally {
      setUnlocking(false);
    }
  }

  return { passcode, setPasscode, badPasscode, unlocking, unlock };
}

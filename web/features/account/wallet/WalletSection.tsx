import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClasses } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useUnlinkWallet } from './useUnlinkWallet';
import { useWallets } from './useWallets';

/**
 * The wallets part of /security (docs/decisions/0101-sign-in-with-ethereum.md): linked addresses, unlinking,
 * and "Link a wallet", which opens the wallet screens in link mode. No wallet code loads here.
 */
export function WalletSection() {
  const { t } = useTranslation('wallet');
  const wallets = useWallets();
  const unlink = useUnlinkWallet();
  const toast = useToast();
  const [confirm, setConfirm] = useState<string | null>(null);

  if (wallets.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (wallets.error)
    return <LoadFailed title={t('walletsFailed')} error={wallets.error} onRetry={() => wallets.refetch()} />;

  const list = wallets.data.wallets;
  return (
    <div className="flex flex-col gap-3">
      {list.length === 0 ? (
        <p className="text-sm text-gray-600">{t('noWallets')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('linkedWallets')}>
          {list.map((w) => (
            <li
              key={w.address}
              className="flex items-center gap-3 rounded-xl border border-gray-200 px-3 py-2"
            >
              <Wallet aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
              <span className="min-w-0 flex-1 truncate font-mono text-sm text-gray-900" title={w.address}>
                {w.address}
              </span>
              <button
                type="button"
                onClick={() => setConfirm(w.address)}
                className="min-h-9 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {unlink.error && <FormAlert>{unlink.error.message}</FormAlert>}
      <Link
        to="/signup-login-wallet"
        className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
      >
        {t('linkAWallet')}
      </Link>
      <ConfirmDialog
        open={confirm !== null}
        title={t('unlinkTitle')}
        message={t('unlinkText')}
        confirmLabel={t('unlink')}
        tone="danger"
        busy={unlink.isPending}
        onConfirm={() => {
          if (!confirm) return;
          unlink.mutate(confirm, {
            onSuccess: () => toast.show(t('unlinked'), { tone: 'success' }),
            onSettled: () => setConfirm(null),
          });
        }}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}

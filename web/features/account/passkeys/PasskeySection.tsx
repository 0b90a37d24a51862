import { Fingerprint, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatHk } from '../../../../contract/hk-time';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { PasskeyAlert } from './PasskeyAlert';
import { useAddPasskey } from './useAddPasskey';
import { usePasskeys } from './usePasskeys';
import { useRemovePasskey } from './useRemovePasskey';
import { hasWebAuthn } from './webauthn';

/**
 * The passkeys part of /security (docs/decisions/0256-passkeys.md): the account's passkeys with their names and
 * dates, "Add a passkey" (which may first ask to confirm it is you: adding a way in needs a fresh proof) and
 * removing one. Dates in Hong Kong time, as the sessions above (decision 0224).
 */
export function PasskeySection() {
  const { t } = useTranslation('passkeys');
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const toast = useToast();
  const [confirm, setConfirm] = useState<string | null>(null);
  const [supported] = useState(hasWebAuthn);

  if (passkeys.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (passkeys.error)
    return <LoadFailed title={t('listFailed')} error={passkeys.error} onRetry={() => passkeys.refetch()} />;

  const list = passkeys.data.passkeys;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">{t('intro')}</p>
      {list.length === 0 ? (
        <p className="text-sm text-gray-600">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('listLabel')}>
          {list.map((p) => (
            <li key={p.id} className="flex items-center gap-3 rounded-xl border border-gray-200 px-3 py-2">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{p.label || t('unnamed')}</p>
                <p className="text-sm text-gray-600">
                  {t('addedOn', { date: formatHk(p.created_at).slice(0, 10) })}
                  {p.last_used_at !== null &&
                    ` · ${t('lastUsed', { date: formatHk(p.last_used_at).slice(0, 10) })}`}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setConfirm(p.id)}
                className="min-h-9 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <Button
          variant="secondary"
          className="self-start"
          loading={add.isPending}
          onClick={() =>
            add.mutate(undefined, { onSuccess: () => toast.show(t('added'), { tone: 'success' }) })
          }
        >
          <Fingerprint aria-hidden="true" className="size-5" />
          {t('add')}
        </Button>
      ) : (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('problem.unsupported')}
        </p>
      )}
      <PasskeyAlert error={add.error ?? remove.error} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('removeTitle')}
        message={t('removeText')}
        confirmLabel={t('remove')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (!confirm) return;
          remove.mutate(confirm, {
            onSuccess: () => toast.show(t('removed'), { tone: 'success' }),
            onSettled: () => setConfirm(null),
          });
        }}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}

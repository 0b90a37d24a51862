import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { AuthShell } from '../auth';
import { usePayoutUndo } from './usePayoutUndo';

/**
 * /payout-undo?token=…: the link in the "your payout details changed" mail (docs/decisions/0222-payout-changes.md).
 * Nothing happens on opening (mail scanners open links); the button puts the previous details back, pauses
 * payout changes for 7 days and ends every session.
 */
export default function PayoutUndoPage() {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const undo = usePayoutUndo();
  const token = params.get('token') ?? '';
  const toLogin = (
    <Link to="/login" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
      {t('undoLogin')}
    </Link>
  );
  return (
    <AuthShell title={t('undoTitle')} footer={toLogin}>
      {!token ? (
        <FormAlert>{t('undoMissing')}</FormAlert>
      ) : undo.isSuccess ? (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          {t('undoDone')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-gray-700">{t('undoIntro')}</p>
          {undo.error && <FormAlert>{undo.error.message}</FormAlert>}
          <Button size="lg" block loading={undo.isPending} onClick={() => undo.mutate(token)}>
            {t('undoButton')}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}

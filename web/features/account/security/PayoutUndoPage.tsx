import { useTranslation } from '../../../i18n/use-translation';
import { UndoLinkPage } from './UndoLinkPage';
import { usePayoutUndo } from './usePayoutUndo';

/**
 * /payout-undo?token=…: the link in the "your payout details changed" mail (docs/decisions/0222-payout-changes.md).
 * The button puts the previous details back, pauses payout changes for 7 days and ends every session.
 */
export default function PayoutUndoPage() {
  const { t } = useTranslation('security');
  const undo = usePayoutUndo();
  return (
    <UndoLinkPage
      undo={undo}
      words={{ title: t('undoTitle'), done: t('undoDone'), intro: t('undoIntro'), button: t('undoButton') }}
    />
  );
}

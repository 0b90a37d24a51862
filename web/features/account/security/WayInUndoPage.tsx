import { useTranslation } from '../../../i18n/use-translation';
import { UndoLinkPage } from './UndoLinkPage';
import { useWayInUndo } from './useWayInUndo';

/**
 * /way-in-undo?token=…: the link in the "a new way to sign in was added" mail (docs/decisions/0255-ways-in.md).
 * The button removes the new way in and ends every session.
 */
export default function WayInUndoPage() {
  const { t } = useTranslation('security');
  const undo = useWayInUndo();
  return (
    <UndoLinkPage
      undo={undo}
      words={{
        title: t('wayInUndoTitle'),
        done: t('wayInUndoDone'),
        intro: t('wayInUndoIntro'),
        button: t('wayInUndoButton'),
      }}
    />
  );
}

import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../ui/toast';

/** Copies a link to the clipboard and says so (or that it could not). */
export function useCopyLink(): (url: string) => Promise<void> {
  const { t } = useTranslation('receipts');
  const toast = useToast();
  return async (url) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('copied'), { tone: 'success', durationMs: 2000 });
    } catch {
      toast.show(t('copyFailed'), { tone: 'danger', durationMs: 3000 });
    }
  };
}

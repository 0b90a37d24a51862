import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

/** The empty right pane of the two-pane inbox on a laptop, until a conversation is chosen (decision 0273). */
export function PickPane({ what }: { what: 'conversation' }) {
  const { t } = useTranslation('backOffice');
  return (
    <div
      data-pane="pick"
      className="sticky top-0 hidden h-dvh min-w-0 flex-1 flex-col items-center justify-center gap-3 bg-gray-50 px-8 text-center text-gray-600 lg:flex"
    >
      <MessageCircle aria-hidden="true" className="size-10 text-gray-400" />
      <p className="max-w-xs text-sm">
        {t(what === 'conversation' ? 'panes.pickConversation' : 'panes.pickOrder')}
      </p>
    </div>
  );
}

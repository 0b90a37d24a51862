import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../ui/Spinner';

/** The big green "Payment received" button of both payment screens. */
export function ReceivedButton({
  pending,
  disabled = false,
  onClick,
}: {
  pending: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  const { t } = useTranslation('pos');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className="flex min-h-16 w-full items-center justify-center gap-2 rounded-2xl bg-emerald-700 px-6 text-lg font-bold text-white shadow-sm select-none hover:bg-emerald-800 active:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {pending ? <Spinner size="md" /> : <CircleCheckBig aria-hidden="true" className="size-6" />}
      {t('pay.received')}
    </button>
  );
}

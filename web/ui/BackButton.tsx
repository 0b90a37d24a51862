import { ChevronLeft } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

const LOOKS = {
  /** in a white header bar */
  plain: 'text-gray-800 hover:bg-gray-100',
  /** over a full-width photo */
  floating: 'pointer-events-auto bg-white/90 text-gray-900 shadow-md backdrop-blur',
} as const;

/**
 * The one Back control of the app: a 44 px round button named "Back". Where it goes is the screen's choice
 * (its parent, or history when the previous entry is the app's: docs/decisions/0224-screens-tell-the-truth.md).
 */
export function BackButton({
  onClick,
  look = 'plain',
  className = '',
}: {
  onClick(): void;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('back')}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand ${LOOKS[look]} ${className}`}
    >
      <ChevronLeft aria-hidden="true" className="size-6" />
    </button>
  );
}

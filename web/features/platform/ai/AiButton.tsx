import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { BlockingDialog } from '../../../ui/BlockingDialog';
import { Button } from '../../../ui/Button';

/**
 * The AI generate icon: a labelled button with the sparkles icon; while the call runs a blocking dialog covers
 * the page (spec: AI fill blocks until the answer comes).
 */
export function AiButton({
  label,
  busy,
  disabled,
  onClick,
  compact = false,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick(): void;
  /** icon only (the label is the accessible name and tooltip) */
  compact?: boolean;
}) {
  const { t } = useTranslation('ai');
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={onClick}
        disabled={disabled || busy}
        aria-label={compact ? label : undefined}
        title={label}
        className={`min-h-11 text-violet-800! ${compact ? 'w-11 px-0!' : ''}`}
      >
        <Sparkles aria-hidden="true" className="size-5" />
        {!compact && label}
      </Button>
      <BlockingDialog open={busy} message={t('working')} />
    </>
  );
}

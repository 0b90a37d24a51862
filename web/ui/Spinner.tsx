import { useTranslation } from '../i18n/use-translation';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const SIZES: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-[3px]',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  className?: string;
  /**
   * When set, the spinner is announced as a status ("Loading…" if `true`). Leave it unset
   * when the surrounding control already says it is busy (e.g. a loading Button), so the
   * spinner stays decorative.
   */
  label?: string | boolean;
}

/** A CSS ring spinner in the current text colour (no icon, so it costs nothing to render). */
export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent ${SIZES[size]} ${className ?? ''}`}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label === true ? t('loading') : label}</span>
    </span>
  );
}

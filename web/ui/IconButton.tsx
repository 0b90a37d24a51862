import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

export type IconButtonTone = 'neutral' | 'danger';

const TONES: Record<IconButtonTone, string> = {
  neutral: 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
  danger: 'text-red-600 hover:bg-red-50',
};

/**
 * Class names of a round 44 px icon control (the touch target a thumb needs), also for links that look like one
 * (e.g. a row's "edit" that opens another page).
 */
export function iconButtonClasses(tone: IconButtonTone = 'neutral'): string {
  return `flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand ${TONES[tone]}`;
}

/** A row's icon action (edit, remove…): the label is what a screen reader says, the icon what is seen. */
export function IconButton({
  icon: Icon,
  label,
  tone = 'neutral',
  ...props
}: { icon: LucideIcon; label: string; tone?: IconButtonTone } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button type="button" aria-label={label} className={iconButtonClasses(tone)} {...props}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

import type { ComponentProps } from 'react';

/** Text for screen readers only (Tailwind's sr-only), e.g. a label for an icon-only control. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={`sr-only ${className ?? ''}`} {...rest} />;
}

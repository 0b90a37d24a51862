import type { ComponentProps } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
} & ComponentProps<'button'>;

// Primary uses brand-dark: white text on the lighter brand pink is only 3.5:1 (fails WCAG AA / axe).
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-dark text-white shadow-sm hover:bg-pink-800 active:bg-pink-900',
  secondary: 'border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 active:bg-gray-100',
  ghost: 'bg-transparent text-gray-700 hover:bg-gray-100 active:bg-gray-200',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
};

// md and lg are at least 44px tall (touch target); sm is for dense rows.
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'min-h-11 gap-2 px-4 text-base',
  lg: 'min-h-12 gap-2 px-6 text-base',
};

/** Class names of a button, also for links that should look like one (e.g. EmptyState's action). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}): string {
  return [
    'inline-flex select-none items-center justify-center rounded-xl font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    'disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    block ? 'w-full' : '',
    className,
  ].join(' ');
}

export function Button({
  variant,
  size,
  loading = false,
  block,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      // Default "button" so a Button inside a form never submits by accident; pass type="submit" to submit.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, block, className })}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

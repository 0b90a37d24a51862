import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './Button';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: string;
  /** `to` renders a router Link styled as a button; otherwise a Button calling onClick. */
  action?: { label: string; onClick?: () => void; to?: string };
  className?: string;
  /** more below the message (e.g. "Did you mean …?" links) */
  children?: ReactNode;
}

/** The "nothing here yet" / "something went wrong" block of a list or page. */
export function EmptyState({ icon, title, message, action, className, children }: EmptyStateProps) {
  return (
    <div className={`flex flex-col items-center px-8 py-12 text-center ${className ?? ''}`}>
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 flex size-16 items-center justify-center rounded-full bg-pink-50 text-brand [&_svg]:size-8"
        >
          {icon}
        </div>
      )}
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {message && <p className="mt-1 max-w-xs text-sm text-gray-500">{message}</p>}
      {children}
      {action &&
        (action.to ? (
          <Link to={action.to} onClick={action.onClick} className={buttonClasses({ className: 'mt-6' })}>
            {action.label}
          </Link>
        ) : (
          <Button className="mt-6" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
    </div>
  );
}

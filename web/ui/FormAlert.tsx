import type { ReactNode } from 'react';

/** Why a form could not be sent (the server's message, usually), announced to screen readers as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      {children}
    </p>
  );
}

import { Check } from 'lucide-react';

/**
 * An inline "Saved" beside a form's Save button (issue 52: saving anything says so). It stays while what is on
 * the screen is what was saved and goes with the next change; the toast that also shows leaves after a moment.
 * The status role reads it out once to a screen reader.
 */
export function SavedNote({ show, label }: { show: boolean; label: string }) {
  return (
    <p
      role="status"
      className="flex min-h-5 items-center justify-center gap-1 text-sm font-medium text-green-800"
    >
      {show && (
        <>
          <Check aria-hidden="true" className="size-4" />
          {label}
        </>
      )}
    </p>
  );
}

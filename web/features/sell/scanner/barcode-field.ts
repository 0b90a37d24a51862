import type { KeyboardEvent } from 'react';

/**
 * A barcode field's onKeyDown: a scanner types the code into the focused field and presses Enter, which would submit
 * the form around it (a half-filled product saved). The field keeps the code; the seller saves with the button
 * (docs/decisions/0274-keyboard-wedge-scanners.md).
 */
export function keepEnterInField(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key === 'Enter') e.preventDefault();
}

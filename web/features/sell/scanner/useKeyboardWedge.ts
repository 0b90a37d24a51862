import { useEffect, useRef } from 'react';
import { dialogOpen, isTyping } from '../../../lib/use-shortcuts';
import { createWedgeDetector } from './wedge-burst';

/**
 * A keyboard-wedge barcode scanner (USB or Bluetooth, a keyboard to the phone) read while no field has the focus:
 * `onScan` gets each code (docs/decisions/0274-keyboard-wedge-scanners.md). While a text field has the focus its keys
 * are its own: the till's search and the barcode fields take a code and its Enter themselves. The listener runs
 * first (window, capture) so that a scan's Enter does not also press the focused button, and its keys after the
 * first do not reach the screen's shortcuts. A scan while a dialog is open is dropped: the dialog owns the keys.
 */
export function useKeyboardWedge(onScan: (code: string) => void, { enabled = true } = {}): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    const detector = createWedgeDetector();
    function onKey(e: KeyboardEvent) {
      if (isTyping(e.target)) {
        detector.reset();
        return;
      }
      const step = detector.feed({
        key: e.key,
        time: e.timeStamp,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
        isComposing: e.isComposing,
        repeat: e.repeat,
      });
      if (step.kind === 'idle') return;
      e.preventDefault();
      e.stopPropagation();
      if (step.kind === 'scan' && !dialogOpen()) latest.current(step.code);
    }
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled]);
}

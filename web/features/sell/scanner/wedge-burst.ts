/**
 * Telling a keyboard-wedge barcode scanner from a person (docs/decisions/0274-keyboard-wedge-scanners.md). A USB or
 * Bluetooth scanner "types" the code it read, a key every few milliseconds, and presses Enter (or Tab); nobody types
 * six keys at 20 a second. Pure: the hook feeds it keydown events, the unit test feeds it made-up ones.
 */
export interface WedgeLimits {
  /** the shortest code taken as a scan: shorter runs are a person's double tap */
  minLength: number;
  /** the average gap between the keys of a scan, Enter included */
  meanGapMs: number;
  /** the longest single gap inside a scan: a Bluetooth scanner sends in packets and a busy phone delays a key */
  maxGapMs: number;
}

export const WEDGE_LIMITS: WedgeLimits = { minLength: 6, meanGapMs: 50, maxGapMs: 100 };

/** what a keydown carries that matters here; `time` in milliseconds (the event's timeStamp) */
export interface WedgeKey {
  key: string;
  time: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
  repeat?: boolean;
}

/**
 * - `idle`: the key is not (yet) part of a scan; leave it alone.
 * - `burst`: the key continues a fast run that looks like a scan; keep it from the page's own keys.
 * - `scan`: Enter or Tab ended a scan; `code` is what was read.
 */
export type WedgeStep = { kind: 'idle' } | { kind: 'burst' } | { kind: 'scan'; code: string };

const IDLE: WedgeStep = { kind: 'idle' };
const BURST: WedgeStep = { kind: 'burst' };
// a scanner holds Shift for capitals (Code 128): neither part of the code nor a break in it
const MODIFIERS = new Set(['Shift', 'CapsLock']);

export function createWedgeDetector(limits: WedgeLimits = WEDGE_LIMITS) {
  let chars = '';
  let first = 0;
  let last = 0;

  const reset = () => {
    chars = '';
  };
  const fast = (until: number, gaps: number) => gaps > 0 && (until - first) / gaps <= limits.meanGapMs;

  function feed(e: WedgeKey): WedgeStep {
    // a shortcut, an IME composing Chinese or a held key: a person, never a scanner
    if (e.ctrlKey || e.altKey || e.metaKey || e.isComposing || e.repeat) {
      reset();
      return IDLE;
    }
    if (MODIFIERS.has(e.key)) return IDLE;
    const gap = e.time - last;
    if (e.key === 'Enter' || e.key === 'Tab') {
      const code = chars;
      reset();
      if (code.length >= limits.minLength && gap <= limits.maxGapMs && fast(e.time, code.length))
        return { kind: 'scan', code };
      return IDLE;
    }
    if (e.key.length !== 1) {
      // Backspace, an arrow, a function key: someone is editing
      reset();
      return IDLE;
    }
    if (chars === '' || gap > limits.maxGapMs) {
      chars = e.key;
      first = e.time;
      last = e.time;
      return IDLE;
    }
    chars += e.key;
    last = e.time;
    return fast(e.time, chars.length - 1) ? BURST : IDLE;
  }

  return { feed, reset };
}

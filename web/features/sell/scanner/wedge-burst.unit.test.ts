import { describe, expect, it } from 'vitest';
import { createWedgeDetector, type WedgeKey, type WedgeStep } from './wedge-burst';

/** the steps for `text` typed from `start`, one key every `gap` ms (or each gap of a list), then `end` */
function typed(
  text: string,
  {
    gap = 8,
    start = 1000,
    end = 'Enter',
  }: { gap?: number | number[]; start?: number; end?: string | null } = {},
  detector = createWedgeDetector(),
): WedgeStep[] {
  const gaps = Array.isArray(gap) ? gap : Array.from({ length: text.length }, () => gap);
  let time = start;
  const keys: WedgeKey[] = [...text].map((key, i) => {
    if (i > 0) time += gaps[i - 1]!;
    return { key, time };
  });
  if (end) keys.push({ key: end, time: time + gaps[text.length - 1]! });
  return keys.map((k) => detector.feed(k));
}

const last = (steps: WedgeStep[]) => steps.at(-1);

describe('keyboard-wedge burst detector (decision 0274)', () => {
  it('reads an EAN-13, a UPC-A, a scale label and a Code 128 typed fast and ended by Enter or Tab', () => {
    expect(last(typed('4891234567891'))).toEqual({ kind: 'scan', code: '4891234567891' });
    expect(last(typed('036000291452', { end: 'Tab' }))).toEqual({ kind: 'scan', code: '036000291452' });
    expect(last(typed('2012345012349', { gap: 2 }))).toEqual({ kind: 'scan', code: '2012345012349' });
    expect(last(typed('SF-1234/a', { gap: 20 }))).toEqual({ kind: 'scan', code: 'SF-1234/a' });
  });

  it('keeps the burst from the page after its first key, and lets a lone key be', () => {
    const steps = typed('4891234567891');
    expect(steps[0]).toEqual({ kind: 'idle' });
    expect(steps.slice(1, -1).every((s) => s.kind === 'burst')).toBe(true);
  });

  it('ignores a person typing, however long the word', () => {
    expect(last(typed('4891234567891', { gap: 120 }))).toEqual({ kind: 'idle' });
    // fast on average but one pause past 100 ms starts the code again: what is left is too short
    expect(last(typed('4891234567', { gap: [5, 5, 5, 5, 5, 5, 150, 5, 5, 5] }))).toEqual({ kind: 'idle' });
    // every gap under 100 ms but 70 ms on average: a fast typist, not a scanner
    expect(last(typed('tea500g', { gap: 70 }))).toEqual({ kind: 'idle' });
  });

  it('takes one slow key inside a scan (a Bluetooth packet, a busy phone) when the average stays fast', () => {
    expect(last(typed('4891234567891', { gap: [5, 5, 5, 90, 5, 5, 5, 5, 5, 5, 5, 5, 5] }))).toEqual({
      kind: 'scan',
      code: '4891234567891',
    });
  });

  it('needs six characters and an Enter or Tab soon after the last', () => {
    expect(last(typed('12345'))).toEqual({ kind: 'idle' });
    expect(last(typed('123456'))).toEqual({ kind: 'scan', code: '123456' });
    expect(last(typed('123456', { end: null }))).toEqual({ kind: 'burst' });
    expect(last(typed('4891234567891', { gap: [...Array(12).fill(5), 400] }))).toEqual({ kind: 'idle' });
  });

  it('starts again after a scan, so two scans in a row are two codes', () => {
    const detector = createWedgeDetector();
    expect(last(typed('4891234567891', {}, detector))).toEqual({ kind: 'scan', code: '4891234567891' });
    expect(last(typed('036000291452', { start: 1300 }, detector))).toEqual({
      kind: 'scan',
      code: '036000291452',
    });
  });

  it('skips Shift (capitals of a Code 128) and breaks on editing keys, held keys, shortcuts and an IME', () => {
    const detector = createWedgeDetector();
    const keys: WedgeKey[] = [
      { key: 'Shift', time: 0 },
      { key: 'A', time: 4 },
      { key: 'Shift', time: 6 },
      ...[...'B12345'].map((key, i) => ({ key, time: 10 + i * 5 })),
      { key: 'Enter', time: 45 },
    ];
    expect(keys.map((k) => detector.feed(k)).at(-1)).toEqual({ kind: 'scan', code: 'AB12345' });

    for (const breaker of [
      { key: 'Backspace' },
      { key: 'v', ctrlKey: true },
      { key: '1', repeat: true },
      { key: '你', isComposing: true },
    ]) {
      const d = createWedgeDetector();
      typed('489123', { end: null }, d);
      d.feed({ time: 1045, ...breaker });
      expect(last(typed('4567891', { start: 1050 }, d))).toEqual({ kind: 'scan', code: '4567891' });
      const e = createWedgeDetector();
      typed('4891234', { end: null }, e);
      e.feed({ time: 1060, ...breaker });
      expect(e.feed({ key: 'Enter', time: 1065 })).toEqual({ kind: 'idle' });
    }
  });

  it('forgets a half-read code on reset (the focus moved into a field)', () => {
    const detector = createWedgeDetector();
    typed('4891234', { end: null }, detector);
    detector.reset();
    expect(detector.feed({ key: 'Enter', time: 1060 })).toEqual({ kind: 'idle' });
  });
});

import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/scanner.json';
import { CAMERA_FAILURE_KEYS, CameraError, classifyCameraError, isRetryable } from './camera';
import { scanRegion } from './frame';
import { FALLBACK_SCANNER_SETTINGS, PRIMARY_SCANNER_SETTINGS } from './scanner-settings';

describe('scanner settings (docs/product.md §9)', () => {
  it('scans at 10 fps in a 250x150 box, falling back to 5 fps in 200x120', () => {
    expect([PRIMARY_SCANNER_SETTINGS.fps, PRIMARY_SCANNER_SETTINGS.box]).toEqual([
      10,
      { width: 250, height: 150 },
    ]);
    expect([FALLBACK_SCANNER_SETTINGS.fps, FALLBACK_SCANNER_SETTINGS.box]).toEqual([
      5,
      { width: 200, height: 120 },
    ]);
  });
});

describe('scanRegion', () => {
  const box = { width: 250, height: 150 };
  it('maps the on-screen box to video pixels for a contained video', () => {
    // 640x480 in 390x844: scale 390/640, so the box covers about 410x246 video pixels
    expect(
      scanRegion({ videoWidth: 640, videoHeight: 480, clientWidth: 390, clientHeight: 844 }, box),
    ).toEqual({
      x: 115,
      y: 117,
      width: 410,
      height: 246,
    });
  });
  it('never exceeds the frame, and uses the whole frame before layout', () => {
    expect(
      scanRegion({ videoWidth: 320, videoHeight: 240, clientWidth: 100, clientHeight: 100 }, box),
    ).toEqual({
      x: 0,
      y: 0,
      width: 320,
      height: 240,
    });
    expect(
      scanRegion({ videoWidth: 640, videoHeight: 480, clientWidth: 0, clientHeight: 0 }, box).width,
    ).toBe(640);
  });
});

describe('classifyCameraError', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it('sorts getUserMedia errors into the docs/product.md §8 messages', () => {
    expect(classifyCameraError(named('NotAllowedError'))).toBe('denied');
    expect(classifyCameraError(named('NotFoundError'))).toBe('notFound');
    expect(classifyCameraError(named('OverconstrainedError'))).toBe('startFailed');
    expect(classifyCameraError(new CameraError('unsupported'))).toBe('unsupported');
    expect(classifyCameraError('weird')).toBe('startFailed');
  });
  it('retries in fallback mode only when lower settings could help', () => {
    expect(isRetryable('startFailed')).toBe(true);
    expect(['denied', 'notFound', 'unsupported'].some((f) => isRetryable(f as 'denied'))).toBe(false);
  });
  it('has an English message for every failure', () => {
    for (const key of Object.values(CAMERA_FAILURE_KEYS)) {
      const [group, name] = key.split('.') as ['errors', keyof typeof en.errors];
      expect(en[group][name]).toBeTruthy();
    }
  });
});

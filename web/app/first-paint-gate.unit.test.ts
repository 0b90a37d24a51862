import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_HYDRATED_EVENT } from '../../contract/first-paint';
import { FIRST_PHOTO_TIMING } from '../../contract/media';
import { FIRST_PAINT_GATE } from '../../server/http/first-paint';
import { LOCALE_STORAGE_KEY } from '../i18n/locales';
import { SESSION_TOKEN_KEY } from '../lib/session-keys';

/**
 * The first paint's gate (web/app/first-paint-gate.ts) as pages carry it: the very script the server inlines,
 * minified (server/http/first-paint.ts), run in a document of happy-dom, a DOM implementation of its own, one fresh
 * window per test. What Chromium alone can show (the photos' painting, a real hydration) is in
 * e2e/server-first-paint.spec.ts.
 */

const windows: Window[] = [];
afterEach(async () => {
  for (const w of windows.splice(0)) await w.happyDOM.close();
});

const PAGE = `<!doctype html><html lang="en"><head>
  <template id="app-scripts"><meta name="app-started"></template></head>
  <body><div id="root" data-ssr="en"><main>
    <img elementtiming="${FIRST_PHOTO_TIMING}" src="/img/a.webp" alt="">
    <button id="add" type="button">Add to cart</button>
    <a id="link" href="/market">Market</a>
    <input id="email" value="">
  </main></div></body></html>`;

interface Gate {
  window: Window;
  document: Window['document'];
  started(): boolean;
  /** the page's parsing ends */
  parsed(): void;
}

/** a page drawn for a visitor, its gate run as its head's inline script */
function page(options: { html?: string; storage?: (w: Window) => void; observer?: unknown } = {}): Gate {
  const window = new Window({ url: 'http://stall.test/market?lang=en', width: 390, height: 844 });
  windows.push(window);
  const document = window.document;
  document.write(options.html ?? PAGE);
  options.storage?.(window);
  // the script's free names, as a page gives them
  new Function(
    'document',
    'localStorage',
    'sessionStorage',
    'history',
    'PerformanceObserver',
    'innerHeight',
    'addEventListener',
    'setTimeout',
    'Event',
    FIRST_PAINT_GATE,
  )(
    document,
    window.localStorage,
    window.sessionStorage,
    window.history,
    options.observer,
    window.innerHeight,
    window.addEventListener.bind(window),
    window.setTimeout.bind(window),
    window.Event,
  );
  return {
    window,
    document,
    started: () => document.head.querySelector('meta[name=app-started]') !== null,
    parsed: () => document.dispatchEvent(new window.Event('DOMContentLoaded')),
  };
}

/** lays a photo out in the first screen, not yet loaded */
function inFirstScreen(gate: Gate) {
  const photo = gate.document.querySelector('img')!;
  photo.getBoundingClientRect = () =>
    ({ top: 60, bottom: 450, left: 0, right: 390, width: 390, height: 390 }) as never;
  Object.defineProperty(photo, 'complete', { configurable: true, value: false });
  Object.defineProperty(photo, 'naturalWidth', { configurable: true, value: 640 });
  return photo;
}

/** an element of the page, as the DOM's own type */
const byId = (gate: Gate, id: string) => gate.document.getElementById(id) as unknown as HTMLElement;

const tick = (gate: Gate, ms = 0) => new Promise((resolve) => gate.window.setTimeout(resolve, ms));

describe('the first paint’s gate (docs/decisions/0254-server-first-paint.md)', () => {
  it('is small, names its storage keys and event, and keeps no copy of the page’s options elsewhere', () => {
    expect(FIRST_PAINT_GATE.length).toBeLessThan(2_400);
    expect(FIRST_PAINT_GATE).toContain(`tokenKey:"${SESSION_TOKEN_KEY}"`);
    expect(FIRST_PAINT_GATE).toContain(`localeKey:"${LOCALE_STORAGE_KEY}"`);
    expect(FIRST_PAINT_GATE).toContain(`hydratedEvent:"${APP_HYDRATED_EVENT}"`);
    expect(FIRST_PAINT_GATE).not.toContain('</script');
  });

  it('starts the app at once, the drawn page hidden, for a signed-in reader or one who chose another language', () => {
    for (const storage of [
      (w: Window) => w.sessionStorage.setItem(SESSION_TOKEN_KEY, 't'),
      (w: Window) => w.localStorage.setItem(SESSION_TOKEN_KEY, 't'),
      (w: Window) => w.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-HK'),
    ]) {
      const gate = page({ storage });
      expect(gate.document.documentElement.classList.contains('csr')).toBe(true);
      expect(gate.started()).toBe(true);
    }
    // her own language chosen, and no session: the page was drawn for her
    const gate = page({ storage: (w) => w.localStorage.setItem(LOCALE_STORAGE_KEY, 'en') });
    expect(gate.document.documentElement.classList.contains('csr')).toBe(false);
    expect(gate.started()).toBe(false);
  });

  it('for a visitor, starts the app only once the first screen’s photo has loaded', async () => {
    const gate = page();
    const photo = inFirstScreen(gate);
    gate.parsed();
    await tick(gate, 20);
    expect(gate.started()).toBe(false);
    photo.dispatchEvent(new gate.window.Event('load'));
    await tick(gate);
    expect(gate.started()).toBe(true);
    // once: the template's scripts are not added again
    photo.dispatchEvent(new gate.window.Event('error'));
    await tick(gate);
    expect(gate.document.head.querySelectorAll('meta[name=app-started]')).toHaveLength(1);
  });

  it('does not wait for a photo outside the first screen, nor for one that has failed', async () => {
    const below = page();
    const photo = inFirstScreen(below);
    photo.getBoundingClientRect = () => ({ top: 900, bottom: 1290, width: 390 }) as never;
    below.parsed();
    await tick(below);
    expect(below.started()).toBe(true);

    const failed = page();
    const broken = inFirstScreen(failed);
    Object.defineProperty(broken, 'complete', { value: true });
    Object.defineProperty(broken, 'naturalWidth', { value: 0 });
    failed.parsed();
    await tick(failed);
    expect(failed.started()).toBe(true);
  });

  it('where the browser times elements, starts the app when it says the photo was shown', async () => {
    let report: ((list: { getEntries(): unknown[] }) => void) | undefined;
    const observed: unknown[] = [];
    class ElementTiming {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
    }
    const gate = page({ observer: ElementTiming });
    const photo = inFirstScreen(gate);
    Object.defineProperty(photo, 'complete', { value: true });
    gate.parsed();
    expect(observed).toEqual([{ type: 'element', buffered: true }]);
    // loaded is not shown
    photo.dispatchEvent(new gate.window.Event('load'));
    report!({ getEntries: () => [{ identifier: 'someone-else' }] });
    await tick(gate, 20);
    expect(gate.started()).toBe(false);
    report!({ getEntries: () => [{ identifier: FIRST_PHOTO_TIMING }] });
    await tick(gate);
    expect(gate.started()).toBe(true);
  });

  it('starts the app after 2.5 s at most when a photo stalls', async () => {
    const gate = page();
    inFirstScreen(gate);
    gate.parsed();
    await tick(gate, 2_300);
    expect(gate.started()).toBe(false);
    await tick(gate, 300);
    expect(gate.started()).toBe(true);
  });

  it('in a background tab, starts the app at load', () => {
    const gate = page();
    inFirstScreen(gate);
    gate.parsed();
    Object.defineProperty(gate.document, 'hidden', { value: true });
    gate.window.dispatchEvent(new gate.window.Event('load'));
    expect(gate.started()).toBe(true);
  });

  it('holds every tap on a button before the app has taken the page over, and taps each again after, in order', async () => {
    const gate = page();
    inFirstScreen(gate);
    gate.parsed();
    const add = byId(gate, 'add');
    const taps: string[] = [];
    add.addEventListener('click', () => taps.push(`add ${gate.started()}`));
    add.click();
    add.click();
    // held: the app's handler is not there yet, and the tap starts the app at once
    expect(taps).toEqual([]);
    expect(gate.started()).toBe(true);
    // a link is the browser's: not held
    let followed = false;
    byId(gate, 'link').addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    });
    byId(gate, 'link').click();
    expect(followed).toBe(true);

    gate.document.dispatchEvent(new gate.window.Event(APP_HYDRATED_EVENT));
    // each in a task of its own
    expect(taps).toEqual([]);
    await tick(gate);
    expect(taps).toEqual(['add true', 'add true']);
    // after the hand-over, taps are the app's
    add.click();
    expect(taps).toHaveLength(3);
  });

  it('hands what was typed before to the app, past its record of the field’s value', () => {
    const gate = page();
    const email = gate.document.getElementById('email') as unknown as HTMLInputElement;
    email.value = 'mei@stall.hk';
    // as React tracks a controlled field: its own record of the value, on the element
    const prototypeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(email), 'value')!;
    let recorded = '';
    Object.defineProperty(email, 'value', {
      configurable: true,
      get: () => prototypeValue.get!.call(email),
      set: (value: string) => {
        recorded = value;
        prototypeValue.set!.call(email, value);
      },
    });
    const inputs: string[] = [];
    email.addEventListener('input', () => inputs.push(`${recorded}|${email.value}`));
    gate.document.dispatchEvent(new gate.window.Event(APP_HYDRATED_EVENT));
    // React's record says the field is as drawn (empty), so the input event carries news: the typed text
    expect(inputs).toEqual(['|mei@stall.hk']);
  });

  it('moves a visitor to the address a login-only page was drawn at, and leaves a signed-in reader where she is', () => {
    const at = PAGE.replace('data-ssr="en"', 'data-ssr="en" data-ssr-at="/login?redirect=%2Fproduct"');
    const visitor = page({ html: at });
    visitor.parsed();
    byId(visitor, 'add').click();
    expect(visitor.window.location.pathname + visitor.window.location.search).toBe(
      '/login?redirect=%2Fproduct',
    );

    const seller = page({ html: at, storage: (w) => w.localStorage.setItem(SESSION_TOKEN_KEY, 't') });
    expect(seller.started()).toBe(true);
    expect(seller.window.location.pathname).toBe('/market');
  });
});

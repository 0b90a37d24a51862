/**
 * The one inline script of a page the server drew (docs/decisions/0254-server-first-paint.md). It runs in the
 * page's head, before the body is parsed and before the app's own scripts, so it imports nothing: the server
 * bundles this file alone, minified, into the page and names the result by its hash in the page's policy
 * (server/http/first-paint.ts). What it does:
 *
 * - it hides the drawn page before its first paint from a reader it was not drawn for (a signed-in visitor, one
 *   who chose another language): the brand bar shows instead until the app draws their own (web/styles.css).
 *   The app checks the same itself (web/main.tsx); this only keeps the other page off the screen meanwhile;
 * - it starts the app's scripts (kept in `<template id="app-scripts">`) once the drawn page has been painted with
 *   its first photos (the images it does not load lazily), so on a phone's slow network the page's text, styles
 *   and photos load first, with the whole of the bandwidth, and the script after them. "Painted" is when the
 *   browser says it has shown each of them (Element Timing: the drawn page marks them), or where it cannot say,
 *   when each has loaded; a photo outside the first screen, or one that failed, is not waited for. Its links work
 *   meanwhile, as links. It waits at most `photosWaitMs`. It starts the scripts at once for a reader the page was
 *   not drawn for, and at `load` in a tab in the background, where frames are not drawn (in a tab in front,
 *   `load` comes before the photos are shown);
 * - a page drawn at another address (`data-ssr-at`: a login-only page, drawn as the login screen a visitor is
 *   sent to) moves a visitor there before the app starts, as the app itself would have (web/app/RequireLogin.tsx),
 *   so the app takes over the login screen at its own address; a reader with a session stays, and gets their page;
 * - a tap on a button of the drawn page before the app has taken it over (`tappable`) is held, not lost: it
 *   starts the app's scripts at once, and is tapped again on the same button when the app says it has taken the
 *   page over (`hydratedEvent`, web/app/PageTakenOver.tsx). Every tap is held, in order, and each is tapped again
 *   in a task of its own, as taps come: two taps on a stepper's + are two steps, and a button the first tap turns
 *   off is off for the second, as it would be under a finger;
 * - what a visitor typed into the drawn page's fields before the app took it over is handed to the app: the
 *   hydrated field keeps the text, but the app's state has the field as drawn (empty), so a login form would
 *   show the typed email with its button still off. Each such field is set back to what the app knows, then to
 *   the text again past React's own record of it, and told it changed (an `input` event), as if typed now.
 */
export interface FirstPaintGateOptions {
  /** the longest the scripts wait for the drawn page's first photos (a slow or stalled photo) */
  photosWaitMs: number;
  /** the buttons and toggles whose taps are held (a link is followed by the browser, a field takes its typing) */
  tappable: string;
  /** the event the app sends on `document` once it has taken the drawn page over */
  hydratedEvent: string;
  /** the Element Timing mark of the drawn page's first photos */
  firstPhoto: string;
  /** the storage keys of the session's token (either storage) and of the chosen language (localStorage) */
  tokenKey: string;
  localeKey: string;
}

export function firstPaintGate(options: FirstPaintGateOptions): void {
  const root = document.documentElement;
  let started = false;

  try {
    const locale = localStorage.getItem(options.localeKey);
    const signedIn = sessionStorage.getItem(options.tokenKey) || localStorage.getItem(options.tokenKey);
    if (signedIn || (locale && locale !== root.lang)) root.classList.add('csr');
  } catch {
    // storage refused (a private window's settings): the page was drawn for a visitor, which she is
  }
  const drawnForReader = !root.classList.contains('csr');

  /** starts the app's scripts, once */
  function start(): void {
    const scripts = document.getElementById('app-scripts') as HTMLTemplateElement | null;
    if (started || !scripts) return;
    started = true;
    const at = document.getElementById('root')?.getAttribute('data-ssr-at');
    if (at && drawnForReader) history.replaceState(history.state, '', at);
    document.head.appendChild(document.importNode(scripts.content, true));
  }

  /** starts the scripts once each first photo in the first screen has been shown (or has failed), at most after the wait */
  function afterFirstPhotos(): void {
    const photos = document.querySelectorAll<HTMLImageElement>(
      `#root img[elementtiming=${options.firstPhoto}]`,
    );
    // one for this function itself, given back once every photo is counted
    let waiting = 1;
    const oneDone = () => {
      waiting -= 1;
      if (waiting === 0) setTimeout(start);
    };
    let observer: PerformanceObserver | null = null;
    try {
      if (PerformanceObserver.supportedEntryTypes.includes('element'))
        observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if ((entry as PerformanceEntry & { identifier?: string }).identifier === options.firstPhoto)
              oneDone();
        });
    } catch {
      observer = null;
    }
    for (const photo of photos) {
      const box = photo.getBoundingClientRect();
      const failed = photo.complete && !photo.naturalWidth;
      if (box.top >= innerHeight || box.bottom <= 0 || !box.width || failed) continue;
      if (observer) {
        waiting += 1;
        photo.addEventListener('error', oneDone);
      } else if (!photo.complete) {
        waiting += 1;
        photo.addEventListener('load', oneDone);
        photo.addEventListener('error', oneDone);
      }
    }
    observer?.observe({ type: 'element', buffered: true });
    oneDone();
    setTimeout(start, options.photosWaitMs);
  }

  if (!drawnForReader) {
    start();
    return;
  }

  let held: Element[] = [];
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.(options.tappable);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    start();
  };
  document.addEventListener('click', hold, true);

  document.addEventListener(options.hydratedEvent, () => {
    document.removeEventListener('click', hold, true);
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      '#root input,#root textarea',
    )) {
      if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
      const typed = field.value;
      // React keeps the value it last saw on the element; its own setter, passed over, makes the change news
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const button of held)
      setTimeout(() => {
        if (button.isConnected) (button as HTMLElement).click();
      });
    held = [];
  });
  document.addEventListener('DOMContentLoaded', afterFirstPhotos);
  addEventListener('load', () => {
    if (document.hidden) start();
  });
}

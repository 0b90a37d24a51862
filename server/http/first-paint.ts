import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { APP_HYDRATED_EVENT } from '../../contract/first-paint';
import type { FirstAnswer } from '../../contract/first-screens';
import { FIRST_PHOTO_TIMING } from '../../contract/media';
import type { FirstPaintGateOptions } from '../../web/app/first-paint-gate';
import { LOCALE_STORAGE_KEY } from '../../web/i18n/locales';
import { SESSION_TOKEN_KEY } from '../../web/lib/session-keys';
import { REPO_ROOT } from '../repo-root';

/** The server's first render of the web app (web/entry-server.tsx, built by `vite build --ssr`). */
export interface PagePainter {
  /** the address whose page a visitor without a session sees at this one (a login-only page: the login screen) */
  drawnAddress(pathname: string, search: string): string;
  /** the language the page is drawn in */
  pageLocale(search: string): string;
  /** the first screen's HTML for `#root`, or null when it is not drawn */
  renderPage(url: string, answers: readonly FirstAnswer[]): Promise<string | null>;
}

/** A drawn first screen, as the page's HTML takes it. */
export interface FirstPaint {
  html: string;
  locale: string;
  /** the address the drawn page is at, when it is not the one asked for (a login-only page's login screen) */
  at?: string;
}

/** the longest the app's scripts wait for the drawn page's first photos (a slow or stalled photo) */
const PHOTOS_WAIT_MS = 2_500;

/**
 * What a tap on the drawn page before the app has taken it over would lose: its buttons and toggles, whose work
 * is the app's (a link is followed by the browser itself, and a text field takes its typing).
 */
const HELD_TAPS =
  '#root button,#root [role=button],#root input[type=checkbox],#root input[type=radio],#root summary';

const GATE_SOURCE = path.join(REPO_ROOT, 'web/app/first-paint-gate.ts');

const GATE_OPTIONS: FirstPaintGateOptions = {
  photosWaitMs: PHOTOS_WAIT_MS,
  tappable: HELD_TAPS,
  hydratedEvent: APP_HYDRATED_EVENT,
  firstPhoto: FIRST_PHOTO_TIMING,
  tokenKey: SESSION_TOKEN_KEY,
  localeKey: LOCALE_STORAGE_KEY,
};

/**
 * The one inline script of a drawn page, in its head: the gate (web/app/first-paint-gate.ts, where what it does is
 * told) called with the server's options, bundled alone and minified by esbuild as the server starts (about 2.1 KB). It
 * is built from its source, not kept built, so what runs is what the gate's unit test runs.
 */
export const FIRST_PAINT_GATE = buildSync({
  stdin: {
    contents: `import { firstPaintGate } from './first-paint-gate.ts'; firstPaintGate(${JSON.stringify(GATE_OPTIONS)});`,
    resolveDir: path.dirname(GATE_SOURCE),
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'iife',
  // older than the browsers the app's build targets (Vite's default, widely available): none older runs the app
  target: 'es2020',
  write: false,
  logLevel: 'silent',
}).outputFiles[0]!.text.trim();

/** the gate's hash, as the page's content security policy names it */
export const FIRST_PAINT_GATE_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_GATE).digest('base64')}'`;

const ENTRY = 'entry-server.mjs';

/**
 * The painter of the build beside the web app's (dist/web → dist/web-ssr), loaded on first use. It is loaded
 * once: its chunks import the entry by its own name, so a second copy of it (loaded under another name) would
 * share those chunks and take them over. A new build while the server runs (`npm start` builds before it
 * starts) stops the drawing until the server restarts, rather than drawing with components the browser no longer
 * has. None (a build from before it, or a failed load): pages are drawn by the browser, as before.
 */
export function pagePainter(
  webDist: string,
  log: (message: string) => void,
): () => Promise<PagePainter | null> {
  const entry = path.join(path.resolve(webDist, '..', `${path.basename(webDist)}-ssr`), ENTRY);
  let loaded: { mtimeMs: number; painter: Promise<PagePainter | null> } | null = null;
  let replaced = false;
  return () => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return Promise.resolve(null);
    if (!loaded)
      loaded = {
        mtimeMs: stat.mtimeMs,
        painter: import(pathToFileURL(entry).href).then(
          (module) => module as PagePainter,
          (error: Error) => {
            log(
              `The server's first render could not load (${error.message}): pages are drawn by the browser.`,
            );
            return null;
          },
        ),
      };
    if (stat.mtimeMs !== loaded.mtimeMs) {
      if (!replaced)
        log('The web app was built again: pages are drawn by the browser until the server restarts.');
      replaced = true;
      return Promise.resolve(null);
    }
    return loaded.painter;
  };
}

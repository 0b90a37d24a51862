import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_HYDRATED_EVENT } from '../../contract/first-paint';
import type { FirstAnswer } from '../../contract/first-screens';
import { FIRST_PHOTO_TIMING } from '../../contract/media';

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

/**
 * The one inline script of a drawn page, in its head (its policy names it by its hash, server/http/security.ts):
 * - it hides the drawn page before its first paint from a reader it was not drawn for (a signed-in visitor, one
 *   who chose another language): the brand bar shows instead until the app draws their own (web/styles.css).
 *   The app checks the same itself (web/main.tsx); this only keeps the other page off the screen meanwhile.
 *   Keys: the session's `token` (web/lib/session.ts) and the chosen language's `locale` (web/i18n/locales.ts);
 * - it starts the app's scripts (kept in `#app-scripts`, see `withFirstScreen`) once the drawn page has been
 *   painted with its first photos (the images it does not load lazily: the first post's, the market's first row,
 *   the product's own), so on a phone's slow network the page's text, styles and photos load first, with the
 *   whole of the bandwidth, and the script after them. "Painted" is when the browser says it has shown each of
 *   them (Element Timing: the drawn page marks them, `FIRST_PHOTO_TIMING` in contract/media.ts), or where it
 *   cannot say, when each has loaded; a photo outside the first screen, or one that failed, is not waited for.
 *   Its links work meanwhile, as links. It waits at most PHOTOS_WAIT_MS for the photos. It starts the scripts at
 *   once for a reader the page was not drawn for, and at `load` in a tab in the background, where frames are
 *   not drawn (in a tab in front, `load` comes before the photos are shown);
 * - a page drawn at another address (`data-ssr-at`: a login-only page, drawn as the login screen a visitor is
 *   sent to) moves a visitor there before the app starts, as the app itself would have (web/app/RequireLogin.tsx),
 *   so the app takes over the login screen at its own address; a reader with a session stays, and gets their page;
 * - what a visitor typed into the drawn page's fields before the app took it over is handed to the app: the
 *   hydrated field keeps the text, but the app's state has the field as drawn (empty), so a login form would
 *   show the typed email with its button still off. Each such field is set back to what the app knows, then to the
 *   text again past React's own record of it, and told it changed (an `input` event), as if typed now;
 * - a tap on a button of the drawn page before the app has taken it over (HELD_TAPS) is held, not lost: it
 *   starts the app's scripts at once, and is tapped again on the same button when the app says it has taken the
 *   page over (`APP_HYDRATED_EVENT`, web/main.tsx). "Add to cart" on a slow phone then adds, a moment late. Every
 *   tap is held, in order, and each is tapped again in a task of its own, as taps come: two taps on a stepper's +
 *   are two steps (they were held as one: 0.25 catty and two taps gave 0.5), and a button the first tap turns off
 *   is off for the second, as it would be under a finger.
 */
export const FIRST_PAINT_GATE =
  "(function(){var d=document.documentElement,s=0;try{var l=localStorage.getItem('locale');if(sessionStorage.getItem('token')||localStorage.getItem('token')||(l&&l!==d.lang))d.classList.add('csr')}catch(e){}function go(){var t=document.getElementById('app-scripts'),r=document.getElementById('root'),a=r&&r.getAttribute('data-ssr-at');if(s||!t)return;s=1;if(a&&!d.classList.contains('csr'))history.replaceState(history.state,'',a);document.head.appendChild(document.importNode(t.content,true))}function shown(){var p=document.querySelectorAll('#root img[elementtiming=FIRST_PHOTO]'),n=1,i,o=0;function one(){if(--n===0)setTimeout(go)}try{if(PerformanceObserver.supportedEntryTypes.indexOf('element')>=0)o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.identifier==='FIRST_PHOTO')one()})})}catch(e){o=0}for(i=0;i<p.length;i++){var r=p[i].getBoundingClientRect();if(r.top>=innerHeight||r.bottom<=0||!r.width||(p[i].complete&&!p[i].naturalWidth))continue;if(o){n++;p[i].addEventListener('error',one)}else if(!p[i].complete){n++;p[i].addEventListener('load',one);p[i].addEventListener('error',one)}}if(o)o.observe({type:'element',buffered:true});one();setTimeout(go,PHOTOS_WAIT_MS)}if(d.classList.contains('csr'))go();else{var h=[],hold=function(e){var b=e.target&&e.target.closest&&e.target.closest(TAPPABLE);if(!b)return;e.preventDefault();e.stopImmediatePropagation();h.push(b);go()};document.addEventListener('click',hold,true);document.addEventListener('HYDRATED',function(){document.removeEventListener('click',hold,true);var f=document.querySelectorAll('#root input,#root textarea'),j,x,v;for(j=0;j<f.length;j++){x=f[j];if(x.type==='checkbox'||x.type==='radio'||x.value===x.defaultValue)continue;v=x.value;x.value=x.defaultValue;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),'value').set.call(x,v);x.dispatchEvent(new Event('input',{bubbles:true}))}h.forEach(function(b){setTimeout(function(){if(b.isConnected)b.click()})});h=[]});document.addEventListener('DOMContentLoaded',shown);addEventListener('load',function(){if(document.hidden)go()})}})()"
    .replace('PHOTOS_WAIT_MS', String(PHOTOS_WAIT_MS))
    .replace('TAPPABLE', JSON.stringify(HELD_TAPS).replaceAll('"', "'"))
    .replace('HYDRATED', APP_HYDRATED_EVENT)
    .replaceAll('FIRST_PHOTO', FIRST_PHOTO_TIMING);

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

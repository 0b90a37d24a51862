import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, createAppQueryClient } from './app/App';
import { fillFirstScreen, isServerDrawn } from './app/first-screen-queries';
import { homeRoutes, plainRoutes } from './app/route-table';
import { AppRoutes } from './app/router';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from './i18n/locales';
import type { TextTree } from './i18n/translate';
import { Translator } from './i18n/translator';
import { TranslatorProvider } from './i18n/use-translation';
import { type FirstAnswer, setFirstAnswersSource } from './lib/first-answers';
import { setFirstPaint } from './lib/first-paint';
import { loginHref } from './lib/login-href';
import { RouteCache, setRouteCacheSource } from './lib/route-cache';

/**
 * The server's first render of a public page (docs/decisions/0254-server-first-paint.md): the same route tree,
 * providers and components as the browser, drawn once for a visitor who is not signed in, from the answers the
 * page's HTML carries. The browser then hydrates it (web/main.tsx) instead of drawing it again.
 */

/**
 * The render under way: its own answers, taken one by one by the calls its queries make (web/lib/first-answers.ts),
 * and its own route cache (web/lib/route-cache/instance.ts). Renders run one at a time (`oneAtATime`), so what one
 * fills is never what another draws. A render takes 10–40 ms and is kept 5 s per address
 * (server/http/first-screen.ts), so they rarely wait for each other.
 */
let current: { answers: FirstAnswer[]; routeCache: RouteCache } | null = null;
setFirstAnswersSource(() => current?.answers);
setRouteCacheSource(() => current?.routeCache);

let queue: Promise<unknown> = Promise.resolve();
/** the longest a drawing may take (10–40 ms as a rule; the first, loading its modules, ~150 ms) */
const DRAW_LIMIT_MS = 2_000;
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}
// every render here is a first paint: a long list draws its first screen's items (web/lib/first-paint.ts)
setFirstPaint(true);

const texts = import.meta.glob<TextTree>('./i18n/locales/*/*.json', { eager: true, import: 'default' });

/** one translator per language, every namespace in: a render never waits for a file */
const translators = new Map<AppLocale, Translator>();
function textsIn(locale: AppLocale): Translator {
  let translator = translators.get(locale);
  if (translator) return translator;
  translator = new Translator(locale, DEFAULT_LOCALE);
  for (const [file, tree] of Object.entries(texts)) {
    const [, lang, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lang && namespace) translator.add(lang, namespace, tree);
  }
  translators.set(locale, translator);
  return translator;
}

/** The language a page is drawn in: the one its address names (a shared link's `lang`), else English. */
export function pageLocale(search: string): AppLocale {
  const linked = new URLSearchParams(search).get('lang');
  return isAppLocale(linked) ? linked : DEFAULT_LOCALE;
}

/** the app's pages a visitor must be logged in to see: the app sends such a visitor to /login (RequireLogin) */
const LOGIN_ONLY: ReadonlySet<string> = new Set(
  [...homeRoutes, ...plainRoutes].filter((r) => r.login).map((r) => r.path),
);

/**
 * The address whose page a visitor without a session is shown at this one: a login-only page shows the login
 * screen, at `/login?redirect=<this page>` (as web/app/RequireLogin.tsx sends them there); any other page is
 * its own. A reader with a session never sees what is drawn for it (server/http/first-paint.ts).
 */
export function drawnAddress(pathname: string, search: string): string {
  const here = `${pathname}${search}`;
  if (!LOGIN_ONLY.has(pathname)) return here;
  // a link's language goes with it: the login screen is drawn in it, and the app takes it up from that address
  const lang = pageLocale(search);
  return `${loginHref(here)}${lang === DEFAULT_LOCALE ? '' : `&lang=${lang}`}`;
}

/**
 * The page's first screen as HTML for `#root`, or null when it is not drawn here: another page, an answer
 * missing, or a route that answers otherwise. The answers are the page's own, as inlined (never changed here).
 */
export async function renderPage(url: string, answers: readonly FirstAnswer[]): Promise<string | null> {
  const address = new URL(url, 'http://page');
  if (!isServerDrawn(address.pathname, address.searchParams)) return null;
  return oneAtATime(async () => {
    current = { answers: [...answers], routeCache: new RouteCache() };
    const queryClient = createAppQueryClient();
    // an answer the page does not carry is not asked for again here: the browser draws that page
    queryClient.setDefaultOptions({ queries: { retry: false } });
    try {
      if (!(await fillFirstScreen(queryClient, address.pathname, address.search))) return null;
      return await drawn(
        <StrictMode>
          <TranslatorProvider translator={textsIn(pageLocale(address.search))}>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={`${address.pathname}${address.search}`}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </TranslatorProvider>
        </StrictMode>,
      );
    } finally {
      // its queries' timers (each query's time in the cache) would hold the process for minutes
      queryClient.clear();
      current = null;
    }
  });
}

/**
 * The tree as HTML once every part of it is in (a lazy part waits, as the browser would, rather than leaving a
 * boundary for the browser to draw). The image hints React puts first are left out: `#root` holds the page, the
 * head already preloads its first photo (server/http/first-screen.ts), and hydration finds only the page.
 */
async function drawn(tree: ReactNode): Promise<string> {
  // no boundary is split out of the page to be revealed by a script (the policy runs none): one document, in order
  let failed: unknown = null;
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // a part that never arrives gives the page up rather than every page drawn after it, which wait their turn
    signal: AbortSignal.timeout(DRAW_LIMIT_MS),
    // a part that throws would be left for the browser to draw, under a spinner: the page is not drawn at all
    onError: (error) => {
      failed ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failed) throw failed;
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^(?:<link [^>]*>)+/, '');
}

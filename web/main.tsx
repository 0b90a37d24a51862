import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18n, { initI18n, loadText } from './i18n';
import './styles.css';
import { App, createAppQueryClient } from './app/App';
import { removeBootShellOnFirstDraw } from './app/boot-shell';
import { fillFirstScreen } from './app/first-screen-queries';
import { FIRST_SCREEN_TEXT } from './app/first-screens';
import { preloadPage } from './app/router';
import { setFirstPaint } from './lib/first-paint';
import { getToken } from './lib/session';

const root = document.getElementById('root')!;
const queryClient = createAppQueryClient();

/**
 * Whether this page's first screen, drawn by the server (docs/decisions/0254-server-first-paint.md), is what the
 * app would draw now: drawn in the reader's language, for a visitor without a session, and with every module,
 * text and answer of it in hand, so the first render matches it. Each is made ready here when it is.
 */
async function drawnAsTheAppWould(): Promise<boolean> {
  const drawnIn = root.dataset.ssr;
  if (!drawnIn || getToken() || i18n.language !== drawnIn) return false;
  const { pathname, search } = window.location;
  await Promise.all([preloadPage(pathname, false), loadText(FIRST_SCREEN_TEXT[pathname] ?? [])]);
  return fillFirstScreen(queryClient, pathname, search);
}

// The interface text of the stored language is loaded before the first paint, so no key flashes.
void initI18n().then(async () => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (await drawnAsTheAppWould()) {
    // the page is drawn as the server drew it until the reader goes elsewhere (web/app/router.tsx ends it there)
    setFirstPaint(true);
    hydrateRoot(root, app);
    // the app's own check is the one that counts: a gate that guessed otherwise does not hide what it took over
    document.documentElement.classList.remove('csr');
    document.getElementById('boot-shell')?.remove();
    return;
  }
  // a page drawn for someone else (a visitor, another language): the shell shows until the app draws its own
  if (root.dataset.ssr) {
    root.replaceChildren();
    delete root.dataset.ssr;
  }
  // the brand bar stays until the page's module is in, so the first thing drawn is the page in its layout
  await preloadPage(window.location.pathname, getToken() !== null);
  removeBootShellOnFirstDraw(root);
  createRoot(root).render(app);
});

// @vitest-environment happy-dom
/**
 * The router's pages (web/app/page-module.tsx) under React Router's declarative mode, in a DOM the project did not
 * write (happy-dom): a page whose module is already in draws in the first pass, as hydrating a drawn page needs; one
 * still loading shows the layout's fallback; one whose module fails shows RouteError, and the next visit asks again;
 * a navigation into the other layout keeps the old screen until the next page's module is in.
 */
import { act, type ComponentType, Suspense, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  MemoryRouter,
  type NavigateFunction,
  Outlet,
  Route,
  type RouteObject,
  Routes,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../i18n/locales/en/common.json';
import { Translator } from '../i18n/translator';
import { TranslatorProvider } from '../i18n/use-translation';
import { PageModule, PageModulesIn, type PageRoute, RoutePage } from './page-module';
import { RouteErrorBoundary } from './RouteErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** how many times a fallback was put on screen (a render React drops before committing it does not count) */
let fallbacks = 0;
function Fallback() {
  useLayoutEffect(() => {
    fallbacks += 1;
  }, []);
  return <p>loading</p>;
}

let navigate: NavigateFunction = () => undefined;
/** the app's Root and layout in small: the error boundary keyed by the location, a Suspense around the page */
function Frame() {
  const location = useLocation();
  navigate = useNavigate();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<Fallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const page =
  (text: string): ComponentType =>
  () => <p>{text}</p>;

let container: HTMLElement;
let root: Root;

function draw(at: string, routes: Record<string, PageModule>): void {
  const translator = new Translator('en', 'en');
  translator.add('en', 'common', common);
  act(() =>
    root.render(
      <TranslatorProvider translator={translator}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route element={<Frame />}>
              {Object.entries(routes).map(([path, module]) => (
                <Route key={path} path={path} element={<RoutePage module={module} />} />
              ))}
            </Route>
          </Routes>
        </MemoryRouter>
      </TranslatorProvider>,
    ),
  );
}

/** lets the module's promise settle and React draw what it waited for */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  fallbacks = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

function LayoutFrame({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Suspense fallback={<Fallback />}>
        <Outlet />
      </Suspense>
    </section>
  );
}
// two components, as the app's two layouts: going from one to the other mounts the second's Suspense anew
const HomeLayout = () => <LayoutFrame name="home" />;
const PlainLayout = () => <LayoutFrame name="plain" />;

/** the app's Root in small with its two layouts, each with its own Suspense as in web/app/layouts.tsx */
function drawTwoLayouts(
  at: string,
  home: Record<string, PageModule>,
  plain: Record<string, PageModule>,
): void {
  const toRoutes = (pages: Record<string, PageModule>) =>
    Object.entries(pages).map(([path, module]) => ({ path, module, element: <RoutePage module={module} /> }));
  const routes: (RouteObject & PageRoute)[] = [
    {
      element: <TwoLayoutRoot getRoutes={() => routes} />,
      children: [
        { element: <HomeLayout />, children: toRoutes(home) },
        { element: <PlainLayout />, children: toRoutes(plain) },
      ],
    },
  ];
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[at]}>
        <AppRoutesOf routes={routes} />
      </MemoryRouter>,
    ),
  );
}

function AppRoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function TwoLayoutRoot({ getRoutes }: { getRoutes: () => (RouteObject & PageRoute)[] }) {
  const location = useLocation();
  navigate = useNavigate();
  return (
    <Suspense fallback={<Fallback />}>
      <PageModulesIn routes={getRoutes()} pathname={location.pathname} signedIn />
      <Outlet />
    </Suspense>
  );
}

describe('a route’s page module', () => {
  it('keeps the old screen up while a page of the other layout loads, then draws it; no spinner on its own', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const feed = new PageModule(async () => ({ default: page('the feed') }));
    const language = new PageModule(async () => {
      await arrived;
      return { default: page('the language') };
    });
    await feed.load();
    drawTwoLayouts('/', { '/': feed }, { '/language': language });
    expect(container.textContent).toBe('the feed');

    await act(async () => navigate('/language'));
    await settle();
    expect(container.textContent).toBe('the feed');
    expect(fallbacks).toBe(0);
    // the loading bar over the kept screen (web/styles.css)
    expect(document.documentElement.dataset.pageLoading).toBe('');

    arrive();
    await settle();
    expect(container.querySelector('[aria-label="plain"]')?.textContent).toBe('the language');
    expect(fallbacks).toBe(0);
    expect(document.documentElement.dataset.pageLoading).toBeUndefined();
  });

  it('draws a page whose module is already in within the first pass, never its fallback', async () => {
    const feed = new PageModule(async () => ({ default: page('the feed') }));
    await feed.load();
    draw('/', { '/': feed });
    expect(container.textContent).toBe('the feed');
    expect(fallbacks).toBe(0);
  });

  it('shows the fallback while the module loads, then the page; the module is asked for once', async () => {
    const importPage = vi.fn(async () => ({ default: page('the market') }));
    const market = new PageModule(importPage);
    draw('/market', { '/market': market });
    expect(container.textContent).toBe('loading');
    await settle();
    expect(container.textContent).toBe('the market');
    draw('/market', { '/market': market });
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('shows RouteError for a module that did not arrive; another page draws; the next visit asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrives = false;
    const importPage = vi.fn(async () => {
      if (!arrives) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: page('the shop') };
    });
    const routes = {
      '/shop': new PageModule(importPage),
      '/': new PageModule(async () => ({ default: page('the feed') })),
    };
    draw('/shop', routes);
    await settle();
    expect(container.textContent).toContain(common.errorTitle);
    expect(container.textContent).toContain(common.reload);

    await act(async () => navigate('/'));
    await settle();
    expect(container.textContent).toBe('the feed');

    arrives = true;
    await act(async () => navigate('/shop'));
    await settle();
    expect(container.textContent).toBe('the shop');
    expect(importPage).toHaveBeenCalledTimes(2);
  });
});

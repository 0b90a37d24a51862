// @vitest-environment happy-dom
/**
 * The router's pages (web/app/page-module.tsx) under React Router's declarative mode, in a DOM the project did not
 * write (happy-dom): a page whose module is already in draws in the first pass, as hydrating a drawn page needs; one
 * still loading shows the layout's fallback; one whose module fails shows RouteError, and the next visit asks again.
 */
import { act, type ComponentType, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  MemoryRouter,
  type NavigateFunction,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../i18n/locales/en/common.json';
import { Translator } from '../i18n/translator';
import { TranslatorProvider } from '../i18n/use-translation';
import { PageModule, RoutePage } from './page-module';
import { RouteErrorBoundary } from './RouteErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let fallbacks = 0;
function Fallback() {
  fallbacks += 1;
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

describe('a route’s page module', () => {
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

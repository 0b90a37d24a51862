import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contractForBrowser } from './scripts/vite-contract-for-browser.ts';
import { entryPreload } from './scripts/vite-entry-preload.ts';
import { firstScreenFiles } from './scripts/vite-first-screens.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { pwaOptions } from './scripts/vite-pwa-options.ts';

// The web app lives in web/; the built files go to dist/web and are served by the API server.
const apiPort = Number(process.env.API_PORT ?? 3001);

/** where the server's first-render bundle goes (web/entry-server.tsx; docs/decisions/0254-server-first-paint.md) */
export const SSR_OUT_DIR = 'dist/web-ssr';

// the server's first render: the browser's own modules, bundled for Node beside the browser build (same contract
// stand-ins, same react-router build), packages left to node_modules
const ssrBuild = {
  outDir: `../${SSR_OUT_DIR}`,
  emptyOutDir: true,
  sourcemap: false,
  ssr: 'entry-server.tsx',
  rolldownOptions: {
    // React and the libraries around it are bundled with the production build picked (NODE_ENV below): the
    // server runs whatever NODE_ENV it was given, and React's development build renders several times slower.
    // Node's own modules stay outside, and so do what only a browser runs (the receipt printer's Web Bluetooth,
    // the service worker's register module): the pages using them are never drawn here
    external: (id: string) =>
      id.startsWith('node:') || id.startsWith('virtual:') || /^@point-of-sale\//.test(id),
    output: { entryFileNames: 'entry-server.mjs' },
    // one bundle for Node: a lazy page also imported statically is expected here, not a missed split
    checks: { ineffectiveDynamicImport: false },
  },
};

/**
 * TanStack Query's parts no page of the first load uses (several queries at once: the shop's pickup points and
 * addresses; the count of mutations under way: a devtools page): left out of the framework chunk, which every page
 * loads, to be bundled with the pages that use them (docs/decisions/0004, issue 58)
 */
const QUERY_PARTS_LATER =
  /@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQueries|useMutationState)|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\.js$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  ...(isSsrBuild
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true } }
    : {}),
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [react(), contractForBrowser()]
    : [
        react(),
        tailwindcss(),
        contractForBrowser(),
        entryPreload(),
        firstScreenFiles(),
        VitePWA(pwaOptions),
        precompress(),
      ],
  resolve: {
    // the browser does not validate with the contract's zod schemas (web/lib/zod-browser-stub.ts)
    alias: [
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'web/lib/zod-browser-stub.ts') },
      // react-router's package exports point only at its development build (warnings, checks:
      // ~30% larger); the production build ships beside it
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        // no preload map: with ~90 lazy routes its list of every chunk's dependencies weighed 2.6 KB gzip in the
        // first load; a lazy page now finds its shared chunks through its own imports (docs/decisions/0004)
        modulePreload: false,
        // the locale files are fetched as JSON (web/i18n/index.ts): never inlined as data: URLs
        assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
        rolldownOptions: {
          // feature modules only declare things (the one exception registers a login hook): so an unused
          // re-export of a feature's index.ts never drags its module into a chunk (docs/decisions/0094)
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/[\\/]web[\\/]features[\\/]/.test(id) || /[\\/]register\.ts$/.test(id),
          },
          output: {
            // the first load carries a map of every English text file's address (web/i18n/index.ts, ~50): four
            // characters of hash each, not eight, keep ~0.5 KB gzip of it (e2e/page-weight.spec.ts). A name still
            // changes with its content (24 bits: one changed file in 16 million keeps its name), and files of one
            // name never clash (the bundler tells them apart)
            assetFileNames: (asset: { names?: string[] }) =>
              asset.names?.some((n) => n.endsWith('.json'))
                ? 'assets/[name]-[hash:4][extname]'
                : 'assets/[name]-[hash][extname]',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  priority: 2,
                  test: (id: string) =>
                    /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id) &&
                    !QUERY_PARTS_LATER.test(id),
                },
                {
                  // the API client and the session it sends with: one chunk, never split by whichever lazy
                  // chunk happens to share a part of it (each split costs its own import glue in the first load)
                  name: 'api',
                  priority: 1,
                  test: /[\\/]web[\\/]lib[\\/](api|session|connectivity|zod-browser-stub)\.ts$|[\\/]contract[\\/](call|localized-message|common|categories)\.ts$/,
                },
                {
                  // the toast and its two icons, which many pages share with the first one: one chunk, not three
                  name: 'toast',
                  priority: 1,
                  test: /[\\/]web[\\/]ui[\\/]toast\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](x|circle-check)\.mjs$/,
                },
                {
                  // everything of ours the first load reads anyway (its static imports): one chunk, not a dozen of a
                  // few hundred bytes each; on a phone's network each file costs a request, and `/` went from 14
                  // files to 5 (docs/decisions/0125-hot-path-performance.md, 2026-11-28 (night))
                  name: 'initial',
                  priority: 0,
                  tags: ['$initial'],
                  test: /[\\/]web[\\/]|[\\/]contract[\\/]|lucide-react/,
                },
                {
                  // what a shopper's pages share past the first load (the cart, reviews, wishlist, the market's
                  // pieces, delivery, variants and units), less the pages themselves: one chunk of ~20 KB gzip
                  // instead of ~35 files of 1-5 KB. A shared product link fetched 47 scripts before it could
                  // show; it now fetches 13 (decision 0125, 2026-11-28 (night))
                  name: 'storefront',
                  priority: 0,
                  test: (id: string) =>
                    /[\\/]web[\\/](features[\\/]shop[\\/](cart|reviews|wishlist|market)|shared[\\/](delivery|variants|units))[\\/]/.test(
                      id,
                    ) && !/Page\.tsx$/.test(id),
                },
                {
                  // signing in (the login page is where a shared link's "buy" and every seller's day start): the
                  // auth feature's pieces, less its pages, and the form fields every form shares
                  name: 'sign-in',
                  priority: 0,
                  test: (id: string) =>
                    (/[\\/]web[\\/]features[\\/]account[\\/]auth[\\/]/.test(id) && !/Page\.tsx$/.test(id)) ||
                    /[\\/]web[\\/](ui[\\/](TextField|FormAlert|CredentialFields)\.tsx|lib[\\/]safe-redirect\.ts)$/.test(
                      id,
                    ),
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/img': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/share-img': `http://127.0.0.1:${apiPort}`,
      '/share-card': `http://127.0.0.1:${apiPort}`,
    },
  },
}));

import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app: manifest and service worker (docs/decisions/0080-installable-app.md).
 * - The shell, hashed assets and translation files are precached; a new build is a new precache that waits
 *   until the user taps "Update available — reload" (registerType prompt: never a silent half-update).
 * - Product images (/img/) are cached, at most 300 of them for 30 days.
 * - The API is never answered by the worker: its calls are POSTs that go to the network; the offline point
 *   of sale keeps its own data in IndexedDB (docs/decisions/0081-offline-point-of-sale.md).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // registered from web/features/platform/pwa/UpdatePrompt.tsx after the first paint, not by a script in index.html
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Stallfeed',
    short_name: 'Stallfeed',
    description: 'Follow small shops, buy what they post, sell at the stall.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ec4899',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    shortcuts: [
      {
        name: 'Point of sale',
        short_name: 'POS',
        url: '/pos',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
      {
        name: 'Add product',
        short_name: 'Add product',
        url: '/AddProduct',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,json,woff2,wasm}'],
    maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
    navigateFallback: '/index.html',
    // pictures the server makes (link previews, share cards) are files, never the app
    navigateFallbackDenylist: [/^\/api\//, /^\/img\//, /^\/healthz/, /^\/share-img\//, /^\/share-card\//],
    cleanupOutdatedCaches: true,
    // Web Push: show a new message and open its conversation on a tap (decision 0246)
    importScripts: ['/push-handler.js'],
    runtimeCaching: [
      {
        urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/img/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
};

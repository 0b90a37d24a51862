/**
 * The event the web app sends on `document` once it has taken over a page the server drew
 * (docs/decisions/0254-server-first-paint.md): the page's inline gate (web/app/first-paint-gate.ts) then taps
 * again the buttons tapped before. A module of its own: the app's entry imports it, and nothing else with it.
 */
export const APP_HYDRATED_EVENT = 'app-hydrated';

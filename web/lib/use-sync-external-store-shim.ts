/**
 * `use-sync-external-store/shim` for the build (vite.config.ts aliases it here): react-i18next imports the shim, which
 * hands out React's own `useSyncExternalStore` whenever React has one (React 18 and later) and carries a fallback for
 * older Reacts that never runs here. The same hook, without the fallback and its CommonJS wrapper in the first load
 * (docs/decisions/0004-first-page-weight.md, issue 58).
 */
export { useSyncExternalStore } from 'react';

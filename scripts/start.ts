import { buildIfStale } from './build-if-stale';

// `npm start`: build the web app if it is missing or stale, then serve app + API on one port.
buildIfStale();
await import('../server/main');

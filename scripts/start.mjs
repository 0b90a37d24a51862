// `npm start`: build the web app and the server when either is missing or stale, then run the compiled server:
// no TypeScript is compiled at start (docs/decisions/0249-compiled-start.md). Plain JavaScript: node runs it alone.
import { pathToFileURL } from 'node:url';
import { buildIfStale, buildServerIfStale } from './build-if-stale.mjs';

buildIfStale();
const server = buildServerIfStale();
// stack traces name the TypeScript sources (the bundle has a linked source map)
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);

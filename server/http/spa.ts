import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FIRST_SCREENS_FILE, type FirstScreenFiles } from '../../contract/first-screen-files';

const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/** a name the build writes: ends in a file with an extension, no dot segment or hidden file in any encoding */
function isBuiltFileName(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  return FILE_NAME.test(decoded) && !decoded.includes('/.') && !decoded.includes('\\');
}

/**
 * Serves the built web app. Hashed files under /assets never change (cached for a year);
 * index.html is revalidated every time so a new build is picked up at once.
 * Any other GET that is not an API or image path gets index.html (history fallback).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
): Promise<{ indexHtml: () => string | null; firstScreenFiles: () => FirstScreenFiles }> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${root}: run "npm run build" (npm start does it for you).`);
    return { indexHtml: () => null, firstScreenFiles: () => ({}) };
  }
  await app.register(fastifyStatic, {
    root,
    // one route that looks the file up when asked: listing ~900 built files as routes at start took ~55 ms of a
    // cold start (decision 0249); a path with no file falls through to the not-found handler (index.html)
    wildcard: true,
    // every built file has an extension; a page path (/, /market) or a folder is the app's, not a file's
    allowedPath: (pathName) => isBuiltFileName(pathName),
    index: false,
    // .br/.gz written at build time (scripts/vite-precompress.ts)
    preCompressed: true,
    // our own Cache-Control below; left on, the plugin's default (max-age=0) would replace it
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  // Re-read index.html when a new build replaced it, so a running server never points at deleted assets; the
  // first screens' files (written by the same build) are read again with it
  let cached = { mtimeMs: 0, html: '', files: {} as FirstScreenFiles };
  const current = () => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs !== cached.mtimeMs)
      cached = {
        mtimeMs: stat.mtimeMs,
        html: fs.readFileSync(indexFile, 'utf8'),
        files: readFirstScreenFiles(path.join(root, FIRST_SCREENS_FILE)),
      };
    return cached;
  };
  current();
  return { indexHtml: () => current().html || null, firstScreenFiles: () => current().files };
}

function readFirstScreenFiles(file: string): FirstScreenFiles {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as FirstScreenFiles;
  } catch {
    // a build from before the file existed: the pages load as they did, without these preloads
    return {};
  }
}

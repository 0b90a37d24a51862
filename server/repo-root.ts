import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder above this module with a package.json. The same whether the server
 * runs from its sources (server/, under tsx) or compiled into one file (dist/server/main.mjs, `npm start`).
 */
export const REPO_ROOT = ((): string => {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
    dir = up;
  }
  return dir;
})();

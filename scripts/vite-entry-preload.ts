import type { Plugin } from 'vite';
import { staticImportsOf } from './vite-bundle-imports.ts';

/**
 * `<link rel="modulepreload">` in index.html for the chunks the entry imports statically (and theirs), so the
 * browser fetches them beside the entry instead of after it has parsed it: one round trip instead of a chain of
 * them on a slow phone connection (docs/decisions/0125). Vite's own preloading is off (`build.modulePreload:
 * false`, decision 0004) because its map of every lazy chunk's imports weighed 2.6 KB in the first load; this
 * names only the first load's own files, which the page-weight budget already counts.
 */
export function entryPreload(): Plugin {
  return {
    name: 'stallfeed-entry-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return [];
        const files = staticImportsOf(bundle, entry.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

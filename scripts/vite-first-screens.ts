import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREENS_FILE, type FirstScreenFiles } from '../contract/first-screen-files.ts';
import { FIRST_SCREEN_FILES, SHELL_TEXT } from '../web/app/first-screens.ts';
import { staticImportsOf } from './vite-bundle-imports.ts';

/**
 * Writes, per public page of `web/app/first-screens.ts`, the files its first screen loads beyond the entry and
 * its preloads: the page's chunk with its static imports, and the English text it shows with the shell's
 * (English is always fetched: it is every language's fallback). The server names them as preloads in the page's
 * HTML (docs/decisions/0251-first-answers.md).
 */
export function firstScreenFiles(): Plugin {
  let webRoot = '';
  return {
    name: 'stallfeed-first-screens',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const inEntry = staticImportsOf(bundle, entry.fileName, new Set([entry.fileName]));
      const textFile = (namespace: string) => {
        const source = `i18n/locales/en/${namespace}.json`;
        const asset = Object.values(bundle).find(
          (f) =>
            f.type === 'asset' &&
            f.originalFileNames.some(
              (name) => path.relative(webRoot, path.resolve(webRoot, name)) === source,
            ),
        );
        if (!asset) this.error(`first screens: no built file for ${source}`);
        return `/${asset.fileName}`;
      };
      const pages: FirstScreenFiles = {};
      for (const [pathname, files] of Object.entries(FIRST_SCREEN_FILES)) {
        const modules: string[] = [];
        if (files.page) {
          const pageChunk = chunks.find((c) => c.facadeModuleId === path.join(webRoot, files.page!));
          if (!pageChunk) this.error(`first screens: no chunk for ${files.page}`);
          for (const file of [pageChunk.fileName, ...staticImportsOf(bundle, pageChunk.fileName)])
            if (!inEntry.has(file)) modules.push(`/${file}`);
        }
        pages[pathname] = { modules, text: [...SHELL_TEXT, ...files.text].map(textFile) };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(pages) });
    },
  };
}

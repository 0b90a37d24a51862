import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREENS_FILE, type FirstScreenFiles } from '../contract/first-screen-files.ts';
import { FIRST_SCREEN_PAGES, FIRST_SCREEN_TEXT, SHELL_TEXT } from '../web/app/first-screens.ts';
import { LOCALES } from '../web/i18n/locales.ts';
import { staticImportsOf } from './vite-bundle-imports.ts';

/**
 * Writes, per public page of `web/app/first-screens.ts`, the files its first screen loads beyond the entry and
 * its preloads: the page's chunk with its static imports, and the text it shows with the shell's, in each
 * language (the server preloads English, every language's fallback, and the language of a shared link). The server names them as preloads in the page's
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
      const textFile = (locale: string, namespace: string) => {
        const source = `i18n/locales/${locale}/${namespace}.json`;
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
      // a Chinese reader's map of text files is a chunk of its own (web/i18n/index.ts): a link in her language
      // preloads it with her text, or her first text waits for it
      const textMaps: Record<string, string[]> = {};
      for (const locale of LOCALES) {
        const id = path.join(webRoot, `i18n/maps/${locale}.ts`);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (chunk) textMaps[locale] = [`/${chunk.fileName}`];
        else if (locale !== 'en') this.error(`first screens: no chunk for the ${locale} text map`);
      }
      const pages: FirstScreenFiles = {};
      for (const [pathname, pageText] of Object.entries(FIRST_SCREEN_TEXT)) {
        const modules: string[] = [];
        const page = FIRST_SCREEN_PAGES[pathname];
        if (page) {
          // its own chunk, or the one it was bundled into (the entry's, when the shell imports it too)
          const id = path.join(webRoot, page);
          const pageChunk =
            chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!pageChunk) this.error(`first screens: no chunk for ${page}`);
          for (const file of [pageChunk.fileName, ...staticImportsOf(bundle, pageChunk.fileName)])
            if (!inEntry.has(file)) modules.push(`/${file}`);
        }
        const namespaces = [...SHELL_TEXT, ...pageText];
        const text = Object.fromEntries(
          LOCALES.map((locale) => [locale, namespaces.map((namespace) => textFile(locale, namespace))]),
        );
        pages[pathname] = { modules, text, textMaps };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(pages) });
    },
  };
}

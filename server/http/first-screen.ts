import type { FirstScreenFiles } from '../../contract/first-screen-files';
import { FIRST_SCREEN_CALLS, type FirstAnswer, type FirstCall } from '../../contract/first-screens';
import { imageSrcSet, imageUrl, MARKET_FIRST_ROW, PHOTO_SIZES } from '../../contract/media';
import { FIRST_PAINT_GATE, type FirstPaint } from './first-paint';

/** A photo the first screen of a page opens with, as that screen draws it. */
interface FirstPhoto {
  path: string;
  sizes: string;
  /** the rendition the <img> names in src (for a browser without srcset) */
  width: 320 | 640;
}

/** Answers one call as an anonymous visitor's app would be answered; undefined when it fails. */
export type AskAnonymously = (path: string, input: unknown) => Promise<unknown>;

/** What a page's HTML gains: preloads for its head, its first answers for its body, its drawn first screen. */
export interface FirstScreenTags {
  head: string;
  body: string;
  paint?: FirstPaint | null;
}

/** Draws a page's first screen from its answers (server/http/first-paint.ts); null when it is not drawn. */
export type PaintPage = (url: string, answers: FirstAnswer[]) => Promise<FirstPaint | null>;

/** how long an answer serves: a page load costs no query under a burst, and a new first post shows within it */
const FRESH_MS = 5_000;
const NONE: FirstScreenTags = { head: '', body: '' };
/** pages whose answers are kept at once (one per shared product or shop link) */
const CACHED_PAGES = 500;

/** the photos each page's first screen opens with, read from its first answers */
/** a post card's first photo, as its gallery draws it: the card's width alone, half of it with others */
function postPhotos(post: { imagePaths?: string[] } | undefined): FirstPhoto[] {
  const paths = post?.imagePaths ?? [];
  const first = paths[0];
  if (!first) return [];
  return [
    paths.length === 1
      ? { path: first, sizes: PHOTO_SIZES.postSingle, width: 640 }
      : { path: first, sizes: PHOTO_SIZES.postTile, width: 320 },
  ];
}

/** the photos each page's first screen opens with, read from its first answers */
const photosOf: Record<string, (answers: FirstAnswer[]) => FirstPhoto[]> = {
  '/': ([feed]) =>
    postPhotos((feed?.data as { items?: { imagePaths?: string[] }[] } | undefined)?.items?.[0]),
  '/comments': ([post]) => postPhotos(post?.data as { imagePaths?: string[] } | undefined),
  '/market': ([products]) =>
    ((products?.data as { imagePaths?: string[] }[] | undefined) ?? [])
      .slice(0, MARKET_FIRST_ROW)
      .flatMap((p) => p.imagePaths?.slice(0, 1) ?? [])
      .map((path) => ({ path, sizes: PHOTO_SIZES.marketCard, width: 320 })),
  '/market-product': ([product]) => {
    const first = (product?.data as { imagePaths?: string[] } | undefined)?.imagePaths?.[0];
    return first ? [{ path: first, sizes: PHOTO_SIZES.productPage, width: 640 }] : [];
  },
};

/**
 * The first screen of the public pages from their HTML (issue 28, decisions 0125 and 0251):
 * - the answers of the calls the page makes as it opens (`FIRST_SCREEN_CALLS`), asked as a visitor who is not
 *   signed in, inlined as JSON: the app takes them instead of sending the calls after its script has run;
 * - `<link rel="preload">` for the photos those answers open with, so the largest paint starts with the script.
 * A search, a tab or a filter asks other calls: such a page gets its files, not answers.
 */
export function firstScreens(
  ask: AskAnonymously,
  files: () => FirstScreenFiles,
  now: () => number = Date.now,
  paint: PaintPage = async () => null,
  /** the address whose page is drawn at this one (a login-only page: the login screen), as the painter says */
  addressOf: (pathname: string, search: string) => Promise<string> = async (pathname, search) =>
    `${pathname}${search}`,
) {
  const cache = new Map<string, { at: number; tags: Promise<FirstScreenTags> }>();

  async function build(
    pathname: string,
    search: string,
    calls: readonly FirstCall[],
  ): Promise<FirstScreenTags> {
    const answered = await Promise.all(
      calls.map(async ({ call, input }): Promise<FirstAnswer | null> => {
        const data = await ask(call.path, input).catch(() => undefined);
        return data === undefined ? null : { path: call.path, input, data };
      }),
    );
    const answers = answered.filter((a) => a !== null);
    const photos = photosOf[pathname]?.(answers) ?? [];
    // drawn only from every answer its first screen shows (decision 0254); a page without is drawn by the browser
    const drawn = answers.length === calls.length ? await paint(`${pathname}${search}`, answers) : null;
    return {
      head: photos.map(preloadTag).join(''),
      body: answers.length ? firstAnswersScript({ at: now(), answers }) : '',
      paint: drawn,
    };
  }

  function answersOf(pathname: string, search: string): Promise<FirstScreenTags> {
    const calls = FIRST_SCREEN_CALLS[pathname]?.(new URLSearchParams(search)) ?? [];
    if (!calls.length) return Promise.resolve(NONE);
    const key = `${pathname}${search}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < FRESH_MS) return cached.tags;
    // a shared link per product or shop: the answers kept are the last few hundred pages asked for
    if (cache.size >= CACHED_PAGES) cache.clear();
    // a page whose answers cannot be had is still served: they are a head start, never a condition
    const tags = build(pathname, search, calls).catch(() => NONE);
    cache.set(key, { at: now(), tags });
    return tags;
  }

  return async function firstScreenTags(pathname: string, search: string): Promise<FirstScreenTags> {
    // a login-only page opens, for a visitor, on the login screen: its files, answers and drawing are that screen's
    const asked = `${pathname}${search}`;
    const address = await addressOf(pathname, search);
    const drawn = new URL(address, 'http://page');
    // the page's chunks and text whatever its query string; its answers for the calls that string asks
    const fileTags = fileTagsOf(files()[drawn.pathname], new URLSearchParams(search).get('lang'));
    const answers = await answersOf(drawn.pathname, drawn.search);
    const paint = answers.paint && address !== asked ? { ...answers.paint, at: address } : answers.paint;
    return { head: fileTags + answers.head, body: answers.body, paint };
  };
}

/**
 * The page's chunks as module preloads and its text as fetch preloads (the i18n backend's `fetch`, same origin):
 * English, which every reader fetches as the fallback, and the language a shared link names (`lang`), which the
 * app takes up on a first visit (docs/decisions/0251-first-answers.md).
 */
function fileTagsOf(page: FirstScreenFiles[string] | undefined, lang: string | null): string {
  if (!page) return '';
  // `lang` is whatever the address says: only a language the build wrote counts (never `__proto__` and the like)
  const linked = lang && lang !== 'en' && Object.hasOwn(page.text, lang) ? page.text[lang] : undefined;
  const text = [...(page.text.en ?? []), ...(Array.isArray(linked) ? linked : [])];
  const map = linked && lang ? (page.textMaps?.[lang] ?? []) : [];
  return (
    [...page.modules, ...map]
      .map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`)
      .join('') +
    text
      .map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}">`)
      .join('')
  );
}

function preloadTag(photo: FirstPhoto): string {
  const srcset = imageSrcSet(photo.path);
  if (!srcset) return '';
  return `<link rel="preload" as="image" href="${attr(imageUrl(photo.path, photo.width))}" imagesrcset="${attr(
    srcset,
  )}" imagesizes="${attr(photo.sizes)}" fetchpriority="high">`;
}

/**
 * JSON in a script element the browser does not run. Posts and products carry what people typed, so every `<`
 * is escaped: no text can close the element (`</script>`) or open a comment; U+2028/2029 for old parsers.
 */
function firstAnswersScript(payload: { at: number; answers: FirstAnswer[] }): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="first-answers">${json}</script>`;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const EMPTY_ROOT = '<div id="root"></div>';
/**
 * What only the app needs, not a drawn page: the build's entry script and the module preloads of its imports (as
 * Vite writes them in index.html and `fileTagsOf` adds them), and the preloads of its text (`as="fetch"`)
 */
const APP_SCRIPT =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>/g;

/**
 * The page's HTML with `tags.head` at the end of its head and `tags.body` at the end of its body; a drawn first
 * screen goes into `#root`, marked with its language (the page's own `lang`) and, when it is another page's
 * (a login-only page's login screen), with that page's address, with the gate that hides it from a reader it was
 * not drawn for and moves a visitor to that address (web/app/first-paint-gate.ts).
 */
export function withFirstScreen(html: string, tags: FirstScreenTags): string {
  let page = html;
  let head = tags.head;
  const paint = tags.paint;
  if (paint && page.includes(EMPTY_ROOT)) {
    const locale = attr(paint.locale);
    page = page
      .replace(
        EMPTY_ROOT,
        () =>
          `<div id="root" data-ssr="${locale}"${paint.at ? ` data-ssr-at="${attr(paint.at)}"` : ''}>${paint.html}</div>`,
      )
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
    // the app's scripts wait in a template for the gate to start them after the first paint (web/app/first-paint-gate.ts)
    // (the page's own chunks and text, preloaded for its first screen, with them: the drawn page needs neither,
    // and its photos then load with the whole of the phone's bandwidth)
    const scripts: string[] = [];
    const keep = (tag: string) => {
      scripts.push(tag);
      return '';
    };
    page = page.replace(APP_SCRIPT, keep);
    head = head.replace(APP_SCRIPT, keep);
    head = `<template id="app-scripts">${scripts.join('')}</template><script>${FIRST_PAINT_GATE}</script>${head}`;
  }
  const withBody = insertAt(page, page.lastIndexOf('</body>'), tags.body);
  return insertAt(withBody, withBody.indexOf('</head>'), head);
}

function insertAt(html: string, at: number, tags: string): string {
  if (!tags) return html;
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

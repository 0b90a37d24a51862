/**
 * Shape of the text pages in the `info` namespace, and a parser from what
 * `t(key, { returnObjects: true })` returns to typed sections.
 *
 * A section is `{ heading, …blocks }`; blocks keep their JSON order:
 * - a string value is a paragraph (`p1`, `p2`, …);
 * - an object under a key starting with `list` is a bulleted list whose values are either
 *   a string or `{ term, text }` (a bold lead term followed by its text).
 * Using named keys instead of arrays keeps the key-parity test meaningful: a missing
 * paragraph in one language fails it.
 */

/** Shown on the About page; checked against package.json by a unit test. */
export const APP_VERSION = '0.1.0';
/** Date of the current privacy policy and terms (the visible text is `info:updatedOn`). */
export const LAST_UPDATED_ISO = '2026-11-21';

export type ListItem = { id: string; term?: string; text: string };
export type Block =
  | { kind: 'paragraph'; id: string; text: string }
  | { kind: 'list'; id: string; items: ListItem[] };
export type Section = { id: string; heading: string; blocks: Block[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toListItem(id: string, value: unknown): ListItem | null {
  if (typeof value === 'string') return { id, text: value };
  if (isRecord(value) && typeof value.text === 'string') {
    return typeof value.term === 'string'
      ? { id, term: value.term, text: value.text }
      : { id, text: value.text };
  }
  return null;
}

/** Paragraphs and lists of one section (or of an intro), in key order; `heading` is skipped. */
export function toBlocks(value: unknown): Block[] {
  if (typeof value === 'string') return [{ kind: 'paragraph', id: 'p', text: value }];
  if (!isRecord(value)) return [];
  const blocks: Block[] = [];
  for (const [id, entry] of Object.entries(value)) {
    if (id === 'heading') continue;
    if (typeof entry === 'string') {
      blocks.push({ kind: 'paragraph', id, text: entry });
    } else if (id.startsWith('list') && isRecord(entry)) {
      const items = Object.entries(entry)
        .map(([itemId, item]) => toListItem(itemId, item))
        .filter((item): item is ListItem => item !== null);
      if (items.length > 0) blocks.push({ kind: 'list', id, items });
    }
  }
  return blocks;
}

/** The sections object of a document (`privacy.sections`, …) as an ordered list. */
export function toSections(value: unknown): Section[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([id, section]) =>
    isRecord(section) && typeof section.heading === 'string'
      ? [{ id, heading: section.heading, blocks: toBlocks(section) }]
      : [],
  );
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Splits text so that email addresses can be rendered as mailto links. */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'email', text: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

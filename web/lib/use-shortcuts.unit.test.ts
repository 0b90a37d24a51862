import { describe, expect, it } from 'vitest';
import { isTyping, shortcutFor } from './use-shortcuts';

const body = { tagName: 'BODY' } as unknown as EventTarget;
const el = (tagName: string, extra: object = {}) => ({ tagName, ...extra }) as unknown as EventTarget;
const key = (k: string, target: EventTarget | null = body, extra = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  isComposing: false,
  target,
  ...extra,
});

describe('back-office shortcuts (decision 0273)', () => {
  it('maps / to search, n to new and Escape to close on the page', () => {
    expect(shortcutFor(key('/'))).toBe('search');
    expect(shortcutFor(key('n'))).toBe('create');
    expect(shortcutFor(key('Escape'))).toBe('close');
    expect(shortcutFor(key('x'))).toBeNull();
  });

  it('does nothing while the seller types, composes Chinese or holds a modifier', () => {
    for (const target of [
      el('INPUT', { type: 'text' }),
      el('INPUT', { type: 'search' }),
      el('TEXTAREA'),
      el('SELECT'),
      el('DIV', { isContentEditable: true }),
    ]) {
      expect(isTyping(target)).toBe(true);
      expect(shortcutFor(key('n', target))).toBeNull();
      expect(shortcutFor(key('/', target))).toBeNull();
      expect(shortcutFor(key('Escape', target))).toBeNull();
    }
    expect(shortcutFor(key('n', body, { isComposing: true }))).toBeNull();
    expect(shortcutFor(key('n', body, { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('/', body, { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('n', body, { defaultPrevented: true }))).toBeNull();
    // a checkbox takes no text: the keys still work there
    expect(shortcutFor(key('n', el('INPUT', { type: 'checkbox' })))).toBe('create');
  });
});

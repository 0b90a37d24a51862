import { useEffect, useRef } from 'react';

/**
 * A list's or the till's keys on a laptop keyboard (docs/decisions/0273-laptop-back-office.md): `/` to search,
 * `n` for new, Escape to close what the screen opened. They never fire while the seller types (an input, a text
 * area, a select or an editable element has the focus), with Ctrl, Alt or ⌘ held, or while a dialog is open
 * (a dialog handles its own Escape).
 */
export interface Shortcuts {
  search?: () => void;
  create?: () => void;
  close?: () => void;
}

export function isTyping(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = el.type ?? 'text';
  // a checkbox, radio or button takes no text: the keys still work there
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** a dialog or sheet on screen (one merely mounted and hidden does not count) */
export function dialogOpen(): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].some(
    (el) => el.getClientRects().length > 0,
  );
}

/** What a key does, or null: pure, for the unit test. */
export function shortcutFor(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'isComposing'> & {
    target: EventTarget | null;
  },
): keyof Shortcuts | null {
  if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return null;
  if (isTyping(e.target)) return null;
  if (e.key === '/') return 'search';
  if (e.key === 'n' || e.key === 'N') return 'create';
  if (e.key === 'Escape') return 'close';
  return null;
}

export function useShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const which = shortcutFor(e);
      if (!which || dialogOpen()) return;
      const run = latest.current[which];
      if (!run) return;
      e.preventDefault();
      run();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

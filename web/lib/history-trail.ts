import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigationType } from 'react-router';

/**
 * Where each entry of this tab's history points (docs/decisions/0224-screens-tell-the-truth.md, "Back never loops"),
 * by React Router's history index. The Back button needs to know whether the entry before this one is the
 * screen's parent: then it goes back in history; otherwise it replaces this entry with the parent, so that Back and
 * a screen's own "go to parent" never stack up into a loop. Kept in session storage, so a reload keeps it.
 */
const KEY = 'stallfeed.trail';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function write(trail: Record<string, string>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trail));
  } catch {
    // storage blocked: Back then replaces with the parent, which never loops either
  }
}

const currentIdx = (): number => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/** Records each entry as the person moves; mounted once at the router's root. */
export function useHistoryTrail(): void {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const idx = currentIdx();
    const trail = read();
    // a new entry drops the forward entries the browser dropped too
    if (type === 'PUSH') for (const k of Object.keys(trail)) if (Number(k) > idx) delete trail[k];
    trail[String(idx)] = `${location.pathname}${location.search}`;
    write(trail);
  }, [location.pathname, location.search, type]);
}

/** the path of the entry before this one, when it is this app's */
export function previousEntry(): string | null {
  const idx = currentIdx();
  return idx > 0 ? (read()[String(idx - 1)] ?? null) : null;
}

/**
 * Whether `entry` is the screen `parent` names: the same path (any letter case, as the router matches), and the
 * same query when the parent names one (the list a person filtered stays as it was).
 */
export function isEntryOf(entry: string, parent: string): boolean {
  const a = new URL(entry, 'http://x');
  const b = new URL(parent, 'http://x');
  if (a.pathname.toLowerCase() !== b.pathname.toLowerCase()) return false;
  return b.search === '' || a.search === b.search;
}

/**
 * Leaves a screen for its parent: back in history when the previous entry is that parent, else the parent in
 * place of this entry. Used by Back and by a screen that returns to its parent when done (a saved edit).
 */
export function goToParent(navigate: NavigateFunction, parent: string): void {
  const previous = previousEntry();
  void (previous !== null && isEntryOf(previous, parent)
    ? navigate(-1)
    : navigate(parent, { replace: true }));
}

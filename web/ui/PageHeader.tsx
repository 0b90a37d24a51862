import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { goToParent } from '../lib/history-trail';
import { BackButton } from './BackButton';

export interface PageHeaderProps {
  title: string;
  /**
   * Show a back button: the screen's parent (back in history when the previous entry is that parent, else the
   * parent replaces this entry), or `true` to go back in history (or to / without history).
   */
  back?: boolean | string;
  /** Replaces the default back behaviour (e.g. to confirm leaving unsaved changes); also shows the button. */
  onBack?: () => void;
  /** Actions on the right (icon buttons with aria-labels). */
  right?: ReactNode;
}

/** Sticky top bar of a screen, with the screen's h1. */
export function PageHeader({ title, back, onBack, right }: PageHeaderProps) {
  const navigate = useNavigate();

  function goBack() {
    if (onBack) return onBack();
    // a parent screen: back in history when the previous entry is that parent, else the parent in place of this
    // entry, so Back never walks an edit ⇄ view pair for ever (docs/decisions/0224-screens-tell-the-truth.md)
    if (typeof back === 'string') return goToParent(navigate, back);
    // React Router keeps the history index in history.state.idx; 0 means this app has no earlier
    // entry (deep link or reload), so navigate(-1) would leave the app: go home instead.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  }

  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      {/* 1fr | auto | 1fr keeps the title centred whatever the side widths. */}
      <div className="grid h-14 grid-cols-[1fr_minmax(0,auto)_1fr] items-center gap-2 px-1">
        <div className="flex justify-start">{(back || onBack) && <BackButton onClick={goBack} />}</div>
        <h1 className="truncate text-center text-[17px] font-semibold text-gray-900">{title}</h1>
        <div className="flex items-center justify-end gap-1 pr-1">{right}</div>
      </div>
    </header>
  );
}

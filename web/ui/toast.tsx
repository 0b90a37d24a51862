import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/use-translation';

/** Toast durations (docs/product.md §9): post/save/like/cart 1 s, success notices 2 s, errors 3 s. */
export const TOAST_MS = { quick: 1000, notice: 2000, error: 3000 } as const;

export type ToastTone = 'success' | 'danger' | 'warning' | 'info';
export interface ToastOptions {
  tone?: ToastTone;
  /** Defaults: success → quick (1 s), danger/warning → error (3 s), info → notice (2 s). */
  durationMs?: number;
  /** A button in the toast (e.g. Undo); tapping it runs `onClick` and closes the toast. */
  action?: { label: string; onClick(): void };
}
export interface ToastApi {
  show(message: string, opts?: ToastOptions): void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastOptions['action'];
}

const DEFAULT_MS: Record<ToastTone, number> = {
  success: TOAST_MS.quick,
  danger: TOAST_MS.error,
  warning: TOAST_MS.error,
  info: TOAST_MS.notice,
};

const ICONS = {
  success: <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-400" />,
  danger: <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-400" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-400" />,
  info: <Info aria-hidden="true" className="size-5 shrink-0 text-sky-300" />,
} satisfies Record<ToastTone, ReactNode>;

/** More than this many at once and the oldest go first, so a burst cannot cover the screen. */
const MAX_VISIBLE = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const show = useCallback((message: string, opts?: ToastOptions) => {
    const tone = opts?.tone ?? 'success';
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message, tone, action: opts?.action }].slice(-MAX_VISIBLE));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, opts?.durationMs ?? DEFAULT_MS[tone]);
    timers.current.add(timer);
  }, []);

  // Stable object: components can list `toast` in effect dependencies without re-running them.
  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always mounted: screen readers only announce changes to a live region that already exists.
          Placed below the 56px top bar (and the safe area): it never covers the back button or the
          screen's heading, and lets taps through (issue 19). */}
      <section
        aria-label={t('notifications')}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex max-w-[480px] flex-col items-center gap-2 px-4 pt-[calc(env(safe-area-inset-top)+4rem)]"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-tone={toast.tone}
            className="flex max-w-full items-center gap-2.5 rounded-xl bg-gray-900/95 px-4 py-3 text-sm font-medium text-white shadow-lg shadow-black/10 transition duration-200 starting:-translate-y-2 starting:opacity-0"
          >
            {ICONS[toast.tone]}
            <span className="min-w-0 break-words">{toast.message}</span>
            {toast.action && (
              <button
                type="button"
                onClick={() => {
                  toast.action?.onClick();
                  setToasts((list) => list.filter((item) => item.id !== toast.id));
                }}
                className="pointer-events-auto -my-2 ml-1 min-h-11 shrink-0 rounded-lg px-2 font-semibold text-pink-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              >
                {toast.action.label}
              </button>
            )}
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

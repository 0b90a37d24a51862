import { RefreshCw } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

const THRESHOLD = 70;

/**
 * Pull down at the top of the page to refresh (touch). The indicator shows how far to pull; while
 * `refreshing`, a spinning icon. Keyboards and mice use the page's own refresh paths (reload).
 */
export function PullToRefresh({
  onRefresh,
  refreshing,
  children,
}: {
  onRefresh(): void;
  refreshing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('saved');
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);

  return (
    <div
      onTouchStart={(e) => {
        start.current = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
      }}
      onTouchMove={(e) => {
        if (start.current === null) return;
        const dy = (e.touches[0]?.clientY ?? 0) - start.current;
        setPull(Math.max(0, Math.min(dy / 2, THRESHOLD * 1.4)));
      }}
      onTouchEnd={() => {
        if (pull >= THRESHOLD) onRefresh();
        start.current = null;
        setPull(0);
      }}
    >
      <div
        aria-hidden={!refreshing}
        className="flex items-end justify-center overflow-hidden text-gray-500 transition-[height]"
        style={{ height: refreshing ? 40 : pull }}
      >
        {(refreshing || pull > 0) && (
          <span className="flex items-center gap-2 pb-2 text-xs">
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${refreshing ? 'animate-spin' : ''}`}
              style={refreshing ? undefined : { transform: `rotate(${pull * 4}deg)` }}
            />
            {refreshing ? t('refreshing') : t('pullToRefresh')}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

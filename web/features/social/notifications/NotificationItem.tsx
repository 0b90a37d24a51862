import { Bell, RotateCcw, Trash2 } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatHk } from '../../../../contract/hk-time';
import { imageUrl } from '../../../../contract/media';
import type { Notification } from '../../../../contract/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { targetOf, textOf } from './render';

const SWIPE_PX = 96;

const ICON_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

/** One notification: avatar, sentence in the reader's language, time, thumbnail, unread dot, remove/recover. */
export function NotificationItem({
  n,
  inBin,
  onOpen,
  onRemove,
  onRecover,
}: {
  n: Notification;
  inBin: boolean;
  onOpen(n: Notification): void;
  onRemove(n: Notification): void;
  onRecover(n: Notification): void;
}) {
  const { t } = useTranslation('notifications');
  // swipe left (touch) to remove, as well as the button
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'touch' && !inBin) start.current = e.clientX;
    },
    onPointerMove: (e: PointerEvent) => {
      if (start.current !== null) setDx(Math.min(0, e.clientX - start.current));
    },
    onPointerUp: () => {
      if (start.current !== null && dx < -SWIPE_PX) onRemove(n);
      start.current = null;
      setDx(0);
    },
    onPointerCancel: () => {
      start.current = null;
      setDx(0);
    },
  };
  const { key, values } = textOf(n);
  const sentence = t(key, values);
  const target = inBin ? null : targetOf(n);
  // one clock: Hong Kong time, as orders and receipts show it (decision 0224)
  const time = formatHk(Date.parse(n.time));
  const body = (
    <>
      <span className="relative shrink-0">
        {n.actor ? (
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-pink-100 text-base font-bold text-brand-dark uppercase"
          >
            {n.actor.name.slice(0, 1) || '?'}
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-800"
          >
            <Bell className="size-5" />
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm leading-snug ${n.read ? 'text-gray-700' : 'font-semibold text-gray-900'}`}
        >
          {sentence}
        </span>
        <time dateTime={n.time} className="mt-0.5 block text-xs text-gray-600">
          {time}
        </time>
      </span>
      {n.params.thumb && (
        <img
          src={imageUrl(n.params.thumb, 320)}
          alt=""
          className="size-12 shrink-0 rounded-md object-cover"
          loading="lazy"
        />
      )}
      {!n.read && !inBin && (
        <span className="size-2.5 shrink-0 rounded-full bg-brand" role="img" aria-label={t('unread')} />
      )}
    </>
  );
  return (
    <li
      className={`flex touch-pan-y items-center gap-1 pr-1 ${n.read || inBin ? '' : 'bg-pink-50/60'}`}
      style={dx ? { transform: `translateX(${dx}px)` } : undefined}
      data-testid="notification"
      {...swipe}
    >
      {target ? (
        <Link
          to={target}
          onClick={() => onOpen(n)}
          className="flex min-w-0 flex-1 items-center gap-3 py-3 pl-4 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {body}
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => onOpen(n)}
          className="flex min-w-0 flex-1 items-center gap-3 py-3 pl-4 text-left focus-visible:outline-2 focus-visible:outline-brand"
        >
          {body}
        </button>
      )}
      {inBin ? (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('recoverOne')}
          onClick={() => onRecover(n)}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
        </button>
      ) : (
        <button type="button" className={ICON_BUTTON} aria-label={t('removeOne')} onClick={() => onRemove(n)}>
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      )}
    </li>
  );
}

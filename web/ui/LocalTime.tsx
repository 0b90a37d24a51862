import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * A time as the reader's phone tells it, on a page the server may have drawn
 * (docs/decisions/0254-server-first-paint.md). The server drew it in its own time zone, some seconds before the
 * browser takes the page over: "now" may have become "1 minute ago", a late-evening date in Hong Kong is the
 * day before on a server in UTC. So the text alone may differ at hydration (React keeps the element with the
 * server's text rather than drawing the whole page again), and once the page is the app's the element is drawn
 * anew (its key changes) with the phone's clock and zone; `live` keeps it current every minute ("3 min ago").
 */
export function LocalTime({
  iso,
  text,
  live = false,
  className,
}: {
  iso: string;
  /** the words for this time, seen at `now` */
  text: (now: number) => string;
  live?: boolean;
  className?: string;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!live) return;
    const every = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(every);
  }, [live]);
  return (
    <time
      key={now === null ? 'drawn' : 'local'}
      dateTime={iso}
      className={className}
      suppressHydrationWarning
    >
      {text(now ?? Date.now())}
    </time>
  );
}

import { LocalTime } from '../../../ui/LocalTime';
import { timeAgo } from './format';

/** "3 min ago" in the reader's language, kept current, safe on a page the server drew (web/ui/LocalTime.tsx) */
export function TimeAgo({ iso, locale, className }: { iso: string; locale: string; className?: string }) {
  return <LocalTime iso={iso} live className={className} text={(now) => timeAgo(iso, locale, now)} />;
}

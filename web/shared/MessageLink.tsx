import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { About } from '../../contract/conversations';
import { useTranslation } from '../i18n/use-translation';
import { loginHref } from '../lib/login-href';
import { useSession } from '../lib/session';
import { buttonClasses } from '../ui/Button';

/** `/conversation` about a product, post or order: a new message to its shop (or buyer), or the existing thread. */
export function conversationHref(about: About): string {
  return `/conversation?about=${about.kind}:${encodeURIComponent(about.id)}`;
}

/**
 * "Ask the seller" on a product or post, "Message the shop" / "Message the buyer" on an order; logged out it leads
 * to log in and back (decision 0246).
 */
export function MessageLink({
  about,
  label,
  block = true,
}: {
  about: About;
  label: string;
  block?: boolean;
}) {
  const { t } = useTranslation('messages');
  const session = useSession();
  const href = conversationHref(about);
  return (
    <Link
      to={session ? href : loginHref(href)}
      className={buttonClasses({ variant: 'secondary', block })}
      aria-label={label || t('ask')}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {label || t('ask')}
    </Link>
  );
}

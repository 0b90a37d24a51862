import { Bookmark, Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { loginHref } from '../../../lib/login-href';
import { buttonClasses } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';

/**
 * Liking or saving while logged out (issue 19): a sheet says why, with Log in and Sign up that come back to
 * this post afterwards (on the feed, `/?post=<id>` shows it first; elsewhere, the same page).
 */
export function LoginPromptSheet({
  open,
  onOpenChange,
  reason,
  postId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  reason: 'like' | 'save';
  postId: string;
}) {
  const { t } = useTranslation('loginPrompt');
  // the router's address, not the window's: a page the server draws draws this too (decision 0254)
  const location = useLocation();
  const here =
    location.pathname === '/'
      ? `/?post=${encodeURIComponent(postId)}`
      : `${location.pathname}${location.search}`;
  const Icon = reason === 'like' ? Heart : Bookmark;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${reason}.title`)}
      description={t(`${reason}.body`)}
    >
      <div className="flex flex-col gap-3 px-4 pb-[calc(env(safe-area-inset-bottom)+1rem)]">
        <Icon aria-hidden="true" className="mx-auto size-10 text-brand" />
        <Link to={loginHref(here)} className={buttonClasses({ variant: 'primary', size: 'lg', block: true })}>
          {t('login')}
        </Link>
        <Link
          to={`/register?redirect=${encodeURIComponent(here)}`}
          className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}
        >
          {t('signup')}
        </Link>
      </div>
    </Sheet>
  );
}

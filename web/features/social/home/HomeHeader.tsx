import { Globe, Menu, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';

// The account sheet and its entries load the first time it is opened, not with the feed (docs/quality.md's budget).
const LogoutSheet = lazy(() =>
  import('../../account/auth/LogoutSheet').then((m) => ({ default: m.LogoutSheet })),
);

// The bell (unread count, live stream) loads after the feed, not with it (docs/quality.md's budget; decision 0066).
const NotificationBell = lazy(() =>
  import('../notifications/NotificationBell').then((m) => ({ default: m.HeaderInbox })),
);

const ICON_BUTTON =
  'flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

/** Top bar of the home feed: brand, language, and the account sheet (its entries and Logout; logged out: a menu of the public entries, and Log in). */
export function HomeHeader() {
  const { t } = useTranslation('common');
  const session = useSession();
  const [accountOpen, setAccountOpen] = useState(false);
  const [accountUsed, setAccountUsed] = useState(false);
  const openAccount = () => {
    setAccountUsed(true);
    setAccountOpen(true);
  };

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-gray-100 bg-white/95 px-3 pt-[env(safe-area-inset-top)] backdrop-blur">
      <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-dark">
        <img src="/favicon.svg" alt="" className="size-7" />
        <h1>{t('appName')}</h1>
      </Link>
      <div className="flex items-center">
        <Link to="/language" aria-label={t('language')} className={ICON_BUTTON}>
          <Globe aria-hidden="true" className="size-5" />
        </Link>
        {session && (
          <Suspense fallback={<span aria-hidden="true" className="w-22" />}>
            <NotificationBell className={ICON_BUTTON} />
          </Suspense>
        )}
        {session ? (
          <button type="button" aria-label={t('account')} onClick={openAccount} className={ICON_BUTTON}>
            <UserRound aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <button type="button" aria-label={t('menu')} onClick={openAccount} className={ICON_BUTTON}>
            <Menu aria-hidden="true" className="size-5" />
          </button>
        )}
        {!session && (
          <Link
            to="/login"
            className="ml-1 rounded-full bg-brand-dark px-4 py-2 text-sm font-semibold text-white"
          >
            {t('login')}
          </Link>
        )}
      </div>
      {accountUsed && (
        <Suspense fallback={null}>
          <LogoutSheet
            open={accountOpen}
            onOpenChange={setAccountOpen}
            email={session?.email ?? null}
            role={session?.role ?? null}
          />
        </Suspense>
      )}
    </header>
  );
}

import { Globe, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { LogoutSheet } from '../auth/LogoutSheet';

const ICON_BUTTON =
  'flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

/** Top bar of the home feed: brand, language, and the account button (Logout sheet, or log in). */
export function HomeHeader() {
  const { t } = useTranslation('common');
  const session = useSession();
  const [accountOpen, setAccountOpen] = useState(false);

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
        {session ? (
          <button
            type="button"
            aria-label={t('account')}
            onClick={() => setAccountOpen(true)}
            className={ICON_BUTTON}
          >
            <UserRound aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <Link
            to="/login"
            className="ml-1 rounded-full bg-brand-dark px-4 py-2 text-sm font-semibold text-white"
          >
            {t('login')}
          </Link>
        )}
      </div>
      {session && <LogoutSheet open={accountOpen} onOpenChange={setAccountOpen} email={session.email} />}
    </header>
  );
}

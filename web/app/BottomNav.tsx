import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { loginHref } from '../lib/login-href';
import { useSession } from '../lib/session';
import { navItems, navVisible } from './nav-items';
import { wideKind } from './wide-layout';

/**
 * The bottom bar of the home layout. Logged out counts as a customer (docs/product.md §6); the order item
 * leads to /login when logged out. It re-renders on storage and auth-state-changed events
 * through useSession.
 */
export function BottomNav({ onAddPost }: { onAddPost(): void }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const { pathname } = useLocation();
  const role = session?.role ?? 'c';
  if (!navVisible(role, pathname)) return null;
  const items = navItems(role);
  const half = items.length / 2;

  const link = (item: (typeof items)[number]) => {
    const active = item.to === '/' ? pathname === '/' : pathname.toLowerCase().startsWith(item.to);
    const to = item.key === 'order' && !session ? loginHref('/order') : item.to;
    const Icon = item.icon;
    return (
      <Link
        key={item.key}
        to={to}
        aria-current={active ? 'page' : undefined}
        data-nav={item.key}
        className={`flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
          active ? item.activeClass : 'text-gray-500'
        }`}
      >
        <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.4 : 1.8} />
        {t(`nav.${item.key}`)}
      </Link>
    );
  };

  return (
    <nav
      aria-label={t('nav.label')}
      // on a laptop the back office has its side navigation instead (docs/decisions/0273-laptop-back-office.md)
      className={`fixed inset-x-0 bottom-0 z-40 mx-auto max-w-[480px] ${wideKind(pathname) ? 'lg:hidden' : ''} border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur`}
    >
      <div className="flex items-stretch">
        {items.slice(0, half).map(link)}
        {role === 's' && (
          <div className="flex flex-1 items-center justify-center">
            <button
              type="button"
              onClick={onAddPost}
              aria-label={t('nav.addPost')}
              data-nav="add-post"
              className="-mt-5 flex size-14 items-center justify-center rounded-full bg-brand-dark text-white shadow-lg ring-4 ring-white active:scale-95"
            >
              <Plus aria-hidden="true" className="size-7" />
            </button>
          </div>
        )}
        {items.slice(half).map(link)}
      </div>
    </nav>
  );
}

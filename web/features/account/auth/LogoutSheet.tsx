import { LogIn, LogOut, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '../../../../contract/common';
import { useTranslation } from '../../../i18n/use-translation';
import { AccountLinks } from '../../../shared/account/AccountLinks';
import { useLogout } from '../../../shared/account/useLogout';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';

/**
 * The account sheet: the account entries of web/features/account/security/account-links.ts (one list, see
 * docs/decisions/0041-ways-in.md), then Logout (docs/product.md §2), which returns to / as a customer. Logged out
 * (`email` null) it offers the public entries and Log in / Register instead.
 */
export function LogoutSheet({
  open,
  onOpenChange,
  email,
  role = null,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  email: string | null;
  role?: Role | null;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();
  const logout = useLogout();
  const close = () => onOpenChange(false);
  const row =
    'flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-left text-base font-medium focus-visible:outline-2 focus-visible:outline-brand';

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('account')} description={email ?? undefined}>
      <div className="max-h-[70dvh] overflow-y-auto px-2 pb-6">
        <AccountLinks role={email === null ? null : role} onNavigate={close} />
        <div className="mt-3 border-t border-gray-100 pt-3">
          {email === null ? (
            <>
              <Link to="/login" onClick={close} className={`${row} text-brand-dark hover:bg-pink-50`}>
                <LogIn aria-hidden="true" className="size-5" />
                {t('login')}
              </Link>
              <Link to="/register" onClick={close} className={`${row} text-gray-900 hover:bg-gray-50`}>
                <UserPlus aria-hidden="true" className="size-5" />
                {t('createAccount')}
              </Link>
            </>
          ) : (
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSettled: () => {
                    close();
                    navigate('/', { replace: true });
                    toast.show(t('loggedOut'), { tone: 'success' });
                  },
                })
              }
              className={`${row} text-red-600 hover:bg-red-50 active:bg-red-100`}
            >
              <LogOut aria-hidden="true" className="size-5" />
              {t('logout')}
            </button>
          )}
        </div>
      </div>
    </Sheet>
  );
}

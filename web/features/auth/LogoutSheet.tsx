import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Sheet } from '../../ui/Sheet';
import { useToast } from '../../ui/toast';
import { useLogout } from './useLogout';

/** The account sheet with its one action: Logout (spec §2), then back to / as a customer. */
export function LogoutSheet({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  email: string;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();
  const logout = useLogout();

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('account')} description={email}>
      <div className="px-4 pb-6">
        <button
          type="button"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => {
                onOpenChange(false);
                navigate('/', { replace: true });
                toast.show(t('loggedOut'), { tone: 'success' });
              },
            })
          }
          className="flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-left text-base font-medium text-red-600 hover:bg-red-50 active:bg-red-100"
        >
          <LogOut aria-hidden="true" className="size-5" />
          {t('logout')}
        </button>
      </div>
    </Sheet>
  );
}

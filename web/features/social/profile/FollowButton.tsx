import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useLoginHrefHere } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../ui/toast';
import { useFollow } from './useFollow';
import { usePublicProfile } from './usePublicProfile';

const BASE = 'min-h-9 shrink-0 rounded-full px-3.5 text-sm font-semibold disabled:opacity-60';

/** Follow / Following for a seller (docs/decisions/0059). `following` known → no lookup. Hidden on oneself. */
export function FollowButton({
  userId,
  name,
  following,
}: {
  userId: string;
  name: string;
  following?: boolean;
}) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const navigate = useNavigate();
  const loginHere = useLoginHrefHere();
  const toast = useToast();
  const toggle = useFollow();
  const lookup = usePublicProfile(userId, following === undefined && Boolean(session));
  if (session?.user_id === userId) return null;
  const on = following ?? lookup.data?.is_following ?? false;

  function onClick() {
    if (!session) return void navigate(loginHere);
    toggle.mutate({ userId, on: !on }, { onError: (error) => toast.show(error.message, { tone: 'danger' }) });
  }

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? t('follow.unfollowName', { name }) : t('follow.followName', { name })}
      disabled={toggle.isPending}
      onClick={onClick}
      className={
        on
          ? `${BASE} border border-gray-300 bg-white text-gray-800`
          : `${BASE} bg-brand-dark text-white hover:bg-pink-800`
      }
    >
      {on ? t('follow.following') : t('follow.follow')}
    </button>
  );
}

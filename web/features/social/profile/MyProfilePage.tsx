import {
  Bell,
  Bookmark,
  ChevronRight,
  FileText,
  Globe,
  Info,
  MapPin,
  Pencil,
  QrCode,
  ReceiptText,
  Shield,
  ShoppingBag,
  Sparkles,
  TrendingUp,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { imageUrl } from '../../../../contract/media';
import { FREE_TRIAL_DAYS } from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';
import { useLogout } from '../../../shared/account/useLogout';
import { VerifyEmailBanner } from '../../../shared/account/VerifyEmailBanner';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { Avatar } from '../posts';
import { STEP_ROUTES } from './onboarding/steps';
import { SellSetupChecklist } from './SellSetupChecklist';
import { useFreeTrial } from './useFreeTrial';
import { useOnboarding } from './useOnboarding';
import { useOwnProfile } from './useOwnProfile';

interface Entry {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/** /myProfile: who you are, your counts, and every place of your account (docs/decisions/0055). */
export default function MyProfilePage() {
  const { t, i18n } = useTranslation('profile');
  const profile = useOwnProfile();
  const onboarding = useOnboarding();
  const trial = useFreeTrial();
  const navigate = useNavigate();
  const logout = useLogout();
  const toast = useToast();
  const p = profile.data;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const entries: Entry[] = [
    { to: '/savedContent', label: t('links.saved'), icon: Bookmark },
    { to: '/notification', label: t('links.notifications'), icon: Bell },
    { to: '/order', label: t('links.orders'), icon: ShoppingBag },
    ...(p?.role === 's'
      ? [
          { to: '/mySale', label: t('links.sales'), icon: TrendingUp },
          { to: '/payment-codes', label: t('links.paymentCodes'), icon: QrCode },
        ]
      : []),
    { to: '/shipping', label: t('links.addresses'), icon: MapPin },
    { to: '/language', label: t('links.language'), icon: Globe },
    { to: '/security', label: t('links.security'), icon: Shield },
    { to: '/about', label: t('links.about'), icon: Info },
    { to: '/termsUse', label: t('links.terms'), icon: FileText },
    { to: '/privacyPolicy', label: t('links.privacy'), icon: ReceiptText },
  ];

  return (
    <div className="min-h-dvh bg-gray-50 pb-24">
      <PageHeader
        title={t('my.title')}
        back
        right={
          <Link
            to="/changeMyProfile"
            aria-label={t('my.edit')}
            className="flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
        }
      />
      <main className="flex flex-col gap-4 p-4">
        <VerifyEmailBanner />
        {profile.isPending && (
          <div className="flex items-center gap-4 rounded-2xl bg-white p-4">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-6 flex-1" />
          </div>
        )}
        {profile.isError && <QueryFailed title={t('my.loadFailed')} query={profile} />}
        {p && (
          <section aria-labelledby="profile-name" className="rounded-2xl bg-white p-4 shadow-xs">
            <div className="flex items-center gap-4">
              <Avatar name={p.display_name} pic={p.avatar} size={80} />
              <div className="min-w-0 flex-1">
                <h2 id="profile-name" className="truncate text-xl font-bold text-gray-900">
                  {p.display_name}
                </h2>
                {p.username && <p className="truncate text-sm text-gray-500">@{p.username}</p>}
                <p className="mt-1 text-xs text-gray-500">
                  {p.role === 's' ? t('my.seller') : t('my.customer')}
                </p>
              </div>
            </div>
            {p.bio ? (
              <p className="mt-3 whitespace-pre-line text-[15px] text-gray-800">{p.bio}</p>
            ) : (
              <p className="mt-3 text-sm text-gray-500">{t('my.noBio')}</p>
            )}
            <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
              <div className="rounded-xl bg-gray-50 py-2">
                <dt className="text-xs text-gray-600">{t('my.followers')}</dt>
                <dd className="text-lg font-bold text-gray-900">{p.followers}</dd>
              </div>
              <div className="rounded-xl bg-gray-50 py-2">
                <dt className="text-xs text-gray-600">{t('my.following')}</dt>
                <dd className="text-lg font-bold text-gray-900">{p.following}</dd>
              </div>
            </dl>
            {p.role === 's' && (
              // the whole card opens where its name is set (issue 52: it could not be tapped)
              <Link
                to={p.shop_name ? '/changeMyProfile' : '/sell-setup?step=shop_name'}
                aria-label={`${t('my.shop')}: ${p.shop_name || t('my.noShopName')}. ${t('my.editShop')}`}
                className="mt-4 flex items-center gap-3 rounded-xl border border-gray-200 p-3 hover:bg-gray-50"
              >
                {p.store_pic ? (
                  <img
                    src={imageUrl(p.store_pic, 320)}
                    alt={t('my.storePicAlt')}
                    className="size-14 rounded-lg object-cover"
                  />
                ) : (
                  <span className="flex size-14 items-center justify-center rounded-lg bg-gray-100 text-xs text-gray-500">
                    {t('my.noStorePic')}
                  </span>
                )}
                <div className="min-w-0">
                  <p className="text-xs text-gray-600">{t('my.shop')}</p>
                  <p className="truncate font-semibold text-gray-900">{p.shop_name || t('my.noShopName')}</p>
                </div>
                <Pencil aria-hidden="true" className="ml-auto size-4 shrink-0 text-gray-500" />
              </Link>
            )}
            {p.trial_ends_at && (
              <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {Date.parse(p.trial_ends_at) > Date.now()
                  ? t('trial.runsUntil', { date: date(p.trial_ends_at) })
                  : t('trial.ended', { date: date(p.trial_ends_at) })}
              </p>
            )}
          </section>
        )}

        {p?.role === 's' && <SellSetupChecklist />}

        {/* the last step is only "all set": offering it again was a loop back to "step 7 of 7" (issue 52) */}
        {onboarding.data?.next && onboarding.data.next !== 'finish' && (
          <Link
            to={STEP_ROUTES[onboarding.data.next]}
            className="flex items-center justify-between rounded-2xl bg-pink-50 px-4 py-3 font-semibold text-brand-dark"
          >
            {t('my.finishSetup')}
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        )}

        {p?.role === 'c' && (
          <section className="rounded-2xl bg-white p-4 shadow-xs">
            <h2 className="flex items-center gap-2 font-semibold text-gray-900">
              <Sparkles aria-hidden="true" className="size-5 text-brand-dark" />
              {t('trial.title')}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t('trial.text', { days: FREE_TRIAL_DAYS })}</p>
            <button
              type="button"
              disabled={trial.isPending}
              onClick={() =>
                trial.mutate(undefined, {
                  onSuccess: (r) =>
                    toast.show(t('trial.started', { date: date(r.trial_ends_at) }), { tone: 'success' }),
                  onError: (e) => toast.show(e.message, { tone: 'danger' }),
                })
              }
              className="mt-3 min-h-11 w-full rounded-xl bg-brand-dark font-semibold text-white disabled:opacity-60"
            >
              {t('trial.start')}
            </button>
          </section>
        )}

        <nav aria-label={t('my.linksLabel')}>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl bg-white shadow-xs">
            {entries.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-12 items-center gap-3 px-4 text-[15px] text-gray-900 hover:bg-gray-50"
                >
                  <Icon aria-hidden="true" className="size-5 text-gray-600" />
                  <span className="flex-1">{label}</span>
                  <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <button
          type="button"
          disabled={logout.isPending}
          onClick={() => {
            // logout returns to / with the customer navigation (docs/product.md §2): leave this login-only
            // screen first, then end the session (its callbacks run after this screen is gone)
            void navigate('/', { replace: true });
            logout.mutate();
          }}
          className="min-h-12 rounded-2xl bg-white font-semibold text-red-700 shadow-xs hover:bg-red-50"
        >
          {t('my.logout')}
        </button>
      </main>
    </div>
  );
}

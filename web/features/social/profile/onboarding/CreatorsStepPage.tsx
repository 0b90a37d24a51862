import { imageUrl } from '../../../../../contract/media';
import { useTranslation } from '../../../../i18n/use-translation';
import { EmptyState } from '../../../../ui/EmptyState';
import { QueryFailed } from '../../../../ui/LoadFailed';
import { Skeleton } from '../../../../ui/Skeleton';
import { Avatar } from '../../posts';
import { FollowButton } from '../FollowButton';
import { useSuggestedCreators } from '../useSuggestedCreators';
import { OnboardingShell } from './OnboardingShell';

/** /signup-creators: suggested sellers with their latest post photos; follow them. */
export default function CreatorsStepPage() {
  const { t } = useTranslation('profile');
  const creators = useSuggestedCreators();
  return (
    <OnboardingShell step="creators" title={t('creators.title')} skippable>
      <p className="text-[15px] text-gray-700">{t('creators.intro')}</p>
      {creators.isPending && <Skeleton className="h-40 rounded-2xl" />}
      {creators.isError && <QueryFailed title={t('creators.loadFailed')} query={creators} />}
      {creators.data?.length === 0 && <EmptyState title={t('creators.empty')} />}
      <ul className="flex flex-col gap-3">
        {creators.data?.map((c) => (
          <li key={c.user_id} className="rounded-2xl border border-gray-200 p-3" data-creator={c.user_id}>
            <div className="flex items-center gap-3">
              <Avatar name={c.display_name} pic={c.avatar} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-gray-900">{c.display_name}</p>
                {c.shop_name && <p className="truncate text-sm text-gray-600">{c.shop_name}</p>}
              </div>
              <FollowButton userId={c.user_id} name={c.display_name} following={c.is_following} />
            </div>
            {c.latest_images.length > 0 && (
              <div className="mt-3 grid grid-cols-3 gap-1.5">
                {c.latest_images.map((img) => (
                  <img
                    key={img}
                    src={imageUrl(img, 320)}
                    alt={t('creators.photoOf', { name: c.display_name })}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
                  />
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </OnboardingShell>
  );
}

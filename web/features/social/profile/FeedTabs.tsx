import type { CommunityId } from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';

export type FeedTab = 'for-you' | 'following' | `community:${CommunityId}`;

/** "For you", "Following" and the caller's interest communities above the home feed (docs/decisions/0059). */
export function FeedTabs({
  tab,
  communities,
  onChange,
}: {
  tab: FeedTab;
  communities: CommunityId[];
  onChange(tab: FeedTab): void;
}) {
  const { t } = useTranslation('profile');
  const tabs: { id: FeedTab; label: string }[] = [
    { id: 'for-you', label: t('feed.forYou') },
    { id: 'following', label: t('feed.following') },
    ...communities.map((c) => ({ id: `community:${c}` as FeedTab, label: t(`communities.${c}`) })),
  ];
  return (
    <nav
      aria-label={t('feed.label')}
      className="sticky top-14 z-20 border-b border-gray-100 bg-white/95 backdrop-blur"
    >
      <ul className="flex gap-1 overflow-x-auto px-3 py-1.5">
        {tabs.map(({ id, label }) => (
          <li key={id}>
            <button
              type="button"
              aria-pressed={tab === id}
              onClick={() => onChange(id)}
              className={`min-h-9 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ${
                tab === id ? 'bg-gray-900 text-white' : 'text-gray-700 hover:bg-gray-100'
              }`}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

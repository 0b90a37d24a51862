import { useTranslation } from '../../../i18n/use-translation';

/** The feed's hashtag chips: All first, one tag at a time (the feed narrows through /res/post/filter). */
export function FeedTagChips({
  tags,
  selected,
  onSelect,
  loading = false,
}: {
  tags: string[];
  selected: string | null;
  onSelect(tag: string | null): void;
  /** the feed is still loading: the row stands (All alone) so the posts do not move down when the tags arrive */
  loading?: boolean;
}) {
  const { t } = useTranslation('posts');
  if (tags.length === 0 && !selected && !loading) return null;
  const list =
    selected && !tags.some((x) => x.toLowerCase() === selected.toLowerCase()) ? [selected, ...tags] : tags;
  const chip = (active: boolean) =>
    `inline-flex min-h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand ${
      active ? 'bg-gray-900 text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200'
    }`;
  return (
    <fieldset
      aria-label={t('feedChips.label')}
      className="flex min-w-0 gap-2 overflow-x-auto border-b border-gray-100 px-3 py-2 [scrollbar-width:none]"
    >
      <button
        type="button"
        aria-pressed={!selected}
        onClick={() => onSelect(null)}
        className={chip(!selected)}
      >
        {t('feedChips.all')}
      </button>
      {list.map((tag) => {
        const active = selected?.toLowerCase() === tag.toLowerCase();
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(active ? null : tag)}
            className={chip(active)}
          >
            #{tag}
          </button>
        );
      })}
    </fieldset>
  );
}

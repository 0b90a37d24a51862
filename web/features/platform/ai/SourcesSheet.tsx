import type { AiSource } from '../../../../contract/ai';
import { useTranslation } from '../../../i18n/use-translation';
import { Sheet } from '../../../ui/Sheet';

/** Where suggestions came from (the `sources` of an AI answer), shown on tap. */
export function SourcesSheet({
  open,
  onOpenChange,
  sources,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  sources: AiSource[];
}) {
  const { t } = useTranslation('ai');
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('sources.title')}
      description={t('sources.intro')}
    >
      <ul className="flex flex-col gap-3 px-4 pb-6" data-testid="ai-sources">
        {sources.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once
          <li key={i} className="rounded-xl bg-violet-50 px-3 py-2">
            <p className="text-xs font-medium text-violet-800">{t(`fields.${s.field}`)}</p>
            <p className="text-sm text-gray-800">{s.text}</p>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}

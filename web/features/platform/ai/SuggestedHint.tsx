import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { AiSource } from '../../../../contract/ai';
import { useTranslation } from '../../../i18n/use-translation';
import { SourcesSheet } from './SourcesSheet';

/** The "Suggested" mark under a field filled by AI; tapping it shows why (the sources for that field). */
export function SuggestedHint({ sources }: { sources: AiSource[] }) {
  const { t } = useTranslation('ai');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-6 items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800"
      >
        <Sparkles aria-hidden="true" className="size-3" />
        {t('suggested')}
        <span className="sr-only">{t('showSources')}</span>
      </button>
      <SourcesSheet
        open={open}
        onOpenChange={setOpen}
        sources={sources.length ? sources : [{ field: 'name', text: t('sources.none') }]}
      />
    </>
  );
}

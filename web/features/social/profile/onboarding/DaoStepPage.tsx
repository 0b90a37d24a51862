import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COMMUNITIES, type CommunityId } from '../../../../../contract/profile';
import { useTranslation } from '../../../../i18n/use-translation';
import { useCommunities } from '../useCommunities';
import { useSetCommunities } from '../useSetCommunities';
import { OnboardingShell } from './OnboardingShell';

const IDS = Object.keys(COMMUNITIES) as CommunityId[];

/** /signup-dao: interest communities; they add tabs to the home feed (docs/decisions/0059). */
export default function DaoStepPage() {
  const { t } = useTranslation('profile');
  const current = useCommunities();
  const save = useSetCommunities();
  const [chosen, setChosen] = useState<CommunityId[]>([]);
  useEffect(() => {
    if (current.data) setChosen(current.data.communities);
  }, [current.data]);
  const toggle = (id: CommunityId) =>
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <OnboardingShell
      step="dao"
      title={t('dao.title')}
      skippable
      onContinue={async () => {
        await save.mutateAsync(chosen);
      }}
    >
      <p className="text-[15px] text-gray-700">{t('dao.intro')}</p>
      <fieldset>
        <legend className="sr-only">{t('dao.title')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {IDS.map((id) => {
            const on = chosen.includes(id);
            return (
              <label
                key={id}
                className={`flex min-h-20 cursor-pointer flex-col justify-between rounded-2xl border-2 p-3 ${
                  on ? 'border-brand bg-pink-50' : 'border-gray-200'
                }`}
              >
                <input type="checkbox" checked={on} onChange={() => toggle(id)} className="sr-only" />
                <span className="flex items-center justify-between font-semibold text-gray-900">
                  {t(`communities.${id}`)}
                  {on && <Check aria-hidden="true" className="size-5 text-brand-dark" />}
                </span>
                <span className="text-xs text-gray-600">#{COMMUNITIES[id].slice(0, 3).join(' #')}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </OnboardingShell>
  );
}

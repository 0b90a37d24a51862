import { Check, ChevronRight, Circle, SkipForward } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSellingSetup } from './useSellingSetup';

/**
 * A seller's setup checklist on her profile (docs/decisions/0272-seller-onboarding.md): each step links to itself on
 * /sell-setup; the whole card is gone once every step is done or skipped, and the server decides that, so it never
 * comes back after a reload and never leads to a step already finished.
 */
export function SellSetupChecklist() {
  const { t } = useTranslation('profile');
  const setup = useSellingSetup();
  const s = setup.data;
  if (!s || s.complete) return null;
  const done = s.steps.filter((x) => x.state === 'done').length;
  return (
    <section
      aria-labelledby="setup-checklist"
      className="rounded-2xl bg-white p-4 shadow-xs"
      data-testid="setup-checklist"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="setup-checklist" className="font-semibold text-gray-900">
          {t('my.setupTitle')}
        </h2>
        <span className="text-xs text-gray-600">{t('my.setupCount', { done, total: s.steps.length })}</span>
      </div>
      <ul className="mt-2 divide-y divide-gray-100">
        {s.steps.map(({ step, state }) => {
          const Icon = state === 'done' ? Check : state === 'skipped' ? SkipForward : Circle;
          return (
            <li key={step}>
              <Link
                to={`/sell-setup?step=${step}`}
                className="flex min-h-12 items-center gap-3 text-[15px] text-gray-900"
              >
                <Icon
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${state === 'done' ? 'text-green-700' : 'text-gray-500'}`}
                />
                <span className={`flex-1 ${state === 'done' ? 'text-gray-600 line-through' : ''}`}>
                  {t(`setup.steps.${step}.title`)}
                </span>
                <span className="text-xs text-gray-600">{t(`setup.states.${state}`)}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

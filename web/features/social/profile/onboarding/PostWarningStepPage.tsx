import { useTranslation } from '../../../../i18n/use-translation';
import { OnboardingShell } from './OnboardingShell';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const;

/** /signup-post-warning: what may not be sold or shown in posts. */
export default function PostWarningStepPage() {
  const { t } = useTranslation('profile');
  return (
    <OnboardingShell step="post_warning" title={t('warning.title')} continueLabel={t('warning.understood')}>
      <p className="text-[15px] text-gray-800">{t('warning.intro')}</p>
      <ul className="flex flex-col gap-2">
        {RULES.map((r) => (
          <li key={r} className="rounded-xl bg-amber-50 px-3 py-2 text-[15px] text-amber-950">
            {t(`warning.${r}`)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-600">{t('warning.outro')}</p>
    </OnboardingShell>
  );
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingStep } from '../../../../../contract/profile';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/Button';
import { PageHeader } from '../../../../ui/PageHeader';
import { ProgressBar } from '../../../../ui/ProgressBar';
import { useToast } from '../../../../ui/toast';
import { useOwnProfile } from '../useOwnProfile';
import { useStepDone } from '../useStepDone';
import { nextRoute, STEP_ORDER } from './steps';

/**
 * One onboarding step: its title, a progress bar (step n of 7), back, and the step's actions.
 * `onContinue` does the step's own work first; then the step is recorded on the server and the next opens.
 */
export function OnboardingShell({
  step,
  title,
  children,
  continueLabel,
  canContinue = true,
  skippable = false,
  onContinue,
  extra,
}: {
  step: OnboardingStep;
  title: string;
  children: ReactNode;
  continueLabel?: string;
  canContinue?: boolean;
  skippable?: boolean;
  onContinue?: () => Promise<void>;
  extra?: Record<string, string>;
}) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const toast = useToast();
  const done = useStepDone();
  const profile = useOwnProfile();
  const index = STEP_ORDER.indexOf(step);

  async function go(skip: boolean) {
    try {
      if (!skip && onContinue) await onContinue();
      await done.mutateAsync({ step, ...extra });
      // a seller goes on to set up her shop (docs/decisions/0272-seller-onboarding.md)
      navigate(step === 'finish' ? (profile.data?.role === 's' ? '/sell-setup' : '/') : nextRoute(step));
    } catch (e) {
      toast.show((e as Error).message, { tone: 'danger' });
    }
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader title={title} back={index > 0} />
      <div className="px-4 pt-3">
        <ProgressBar
          value={(index + 1) / STEP_ORDER.length}
          label={t('onboarding.progress', { n: index + 1, total: STEP_ORDER.length })}
        />
      </div>
      <main className="flex flex-1 flex-col gap-4 p-4">{children}</main>
      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-gray-100 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button
          size="lg"
          block
          loading={done.isPending}
          disabled={!canContinue}
          onClick={() => void go(false)}
        >
          {continueLabel ?? t('onboarding.continue')}
        </Button>
        {skippable && (
          <Button variant="ghost" block disabled={done.isPending} onClick={() => void go(true)}>
            {t('onboarding.skip')}
          </Button>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { useLoyaltySettings, useSaveLoyaltySettings } from './useLoyaltySettings';

/** The shop's points: a percentage back on every paid sale, or none (docs/decisions/0283-loyalty.md). */
export function LoyaltyForm() {
  const { t } = useTranslation('loyalty');
  const settings = useLoyaltySettings();
  const save = useSaveLoyaltySettings();
  const [percent, setPercent] = useState('');
  const current = settings.data;
  const value = Number(percent);
  const valid = percent.trim() !== '' && value >= 0.1 && value <= 50 && Math.round(value * 10) === value * 10;
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4"
      aria-label={t('settings.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate({ kind: 'points', percent: value }, { onSuccess: () => setPercent('') });
      }}
    >
      <h2 className="text-base font-semibold text-gray-900">{t('settings.title')}</h2>
      <p className="text-sm text-gray-600" data-testid="loyalty-now">
        {current?.kind === 'points' ? t('settings.on', { percent: current.percent }) : t('settings.off')}
      </p>
      <TextField
        label={t('settings.percent')}
        inputMode="decimal"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={percent.trim() !== '' && !valid ? t('settings.range') : undefined}
      />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!valid} loading={save.isPending}>
          {t('settings.save')}
        </Button>
        {current?.kind === 'points' && (
          <Button type="button" size="sm" variant="secondary" onClick={() => save.mutate({ kind: 'off' })}>
            {t('settings.stop')}
          </Button>
        )}
      </div>
    </form>
  );
}

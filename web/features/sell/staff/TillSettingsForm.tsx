import { useState } from 'react';
import type { TillSettings } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { SavedNote } from '../../../ui/SavedNote';
import { TextField } from '../../../ui/TextField';
import { useSaveTillSettings } from './useStaff';

/**
 * The till's two settings (decision 0280): how much discount a role without the discount permission may give
 * without asking a manager, and after how long without a touch the till asks for a PIN again.
 */
export function TillSettingsForm({ settings }: { settings: TillSettings }) {
  const { t } = useTranslation('staff');
  const save = useSaveTillSettings();
  const [limit, setLimit] = useState(String(settings.discount_limit_percent));
  const [minutes, setMinutes] = useState(String(Math.round(settings.idle_lock_seconds / 60)));
  const limitValue = Number(limit);
  const minutesValue = Number(minutes);
  const valid =
    Number.isInteger(limitValue) &&
    limitValue >= 0 &&
    limitValue <= 100 &&
    Number.isInteger(minutesValue) &&
    minutesValue >= 1 &&
    minutesValue <= 60;

  return (
    <section aria-labelledby="till-settings" className="flex flex-col gap-3">
      <h2 id="till-settings" className="text-lg font-semibold">
        {t('settingsTitle')}
      </h2>
      <form
        className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ discount_limit_percent: limitValue, idle_lock_seconds: minutesValue * 60 });
        }}
      >
        <TextField
          label={t('discountLimit')}
          hint={t('discountLimitHint')}
          value={limit}
          onChange={(e) => {
            save.reset();
            setLimit(e.target.value.replace(/\D/g, '').slice(0, 3));
          }}
          inputMode="numeric"
        />
        <TextField
          label={t('idleLock')}
          hint={t('idleLockHint')}
          value={minutes}
          onChange={(e) => {
            save.reset();
            setMinutes(e.target.value.replace(/\D/g, '').slice(0, 2));
          }}
          inputMode="numeric"
        />
        {save.error && <FormAlert>{save.error.message}</FormAlert>}
        <SavedNote show={save.isSuccess} label={t('settingsSaved')} />
        <Button type="submit" loading={save.isPending} disabled={!valid}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import { FPS_KINDS } from '../../../../contract/fps';
import { type FpsIdentifier, normalizeFpsIdentifier } from '../../../../contract/fps-payload';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { useFpsIdentifier } from './useFpsIdentifier';
import { useSetFpsIdentifier } from './useSetFpsIdentifier';

/** On /payment-codes: the seller's FPS identifier, entered once (docs/decisions/0082-fps-qr-with-the-amount.md). */
export function FpsSettings() {
  const { t } = useTranslation('fps');
  const current = useFpsIdentifier();
  const save = useSetFpsIdentifier();
  const [kind, setKind] = useState<FpsIdentifier['kind']>('fps_id');
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');

  const fps = current.data?.fps ?? null;
  useEffect(() => {
    if (fps) setKind(fps.kind);
  }, [fps]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!normalizeFpsIdentifier(kind, value)) {
      setMessage(t('settings.invalid'));
      return;
    }
    save.mutate(
      { kind, value },
      {
        onSuccess: () => {
          setValue('');
          setMessage(t('settings.saved'));
        },
        // the server says why (confirm it's you first, changes paused after an undo…)
        onError: (err) => setMessage(err instanceof ApiError ? err.message : t('settings.failed')),
      },
    );
  }

  return (
    <section
      aria-labelledby="fps-settings"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-xs"
    >
      <h2 id="fps-settings" className="text-base font-semibold text-gray-900">
        {t('settings.title')}
      </h2>
      <p className="text-sm text-gray-600">{t('settings.hint')}</p>
      {fps ? (
        <p className="text-sm font-medium text-gray-900" data-testid="fps-current">
          {t('settings.current', { value: fps.value })}
        </p>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <SelectField<FpsIdentifier['kind']>
          label={t('settings.kind')}
          value={kind}
          onChange={setKind}
          options={FPS_KINDS.map((k) => ({ value: k, label: t(`settings.kinds.${k}`) }))}
        />
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('settings.value')}
          <input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            inputMode={kind === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            className="min-h-11 rounded-lg border border-gray-300 px-3 text-gray-900"
          />
        </label>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('settings.save')}
          </Button>
          {fps ? (
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => save.mutate({ kind: fps.kind, value: '' }, { onSuccess: () => setMessage('') })}
            >
              {t('settings.remove')}
            </Button>
          ) : null}
        </div>
        <p aria-live="polite" className="min-h-5 text-sm text-gray-700">
          {message}
        </p>
      </form>
    </section>
  );
}

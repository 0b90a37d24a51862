import { Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DELIVERY_FEE_MODES, HK_AREAS } from '../../../../contract/delivery-fees';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useDeliveryFeesOf } from '../../../shared/delivery/useDeliveryFeesOf';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SavedNote } from '../../../ui/SavedNote';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { draftOf, type FeeDraft, inputOf, problemsOf } from './fee-draft';
import { useUpdateDeliveryFees } from './useUpdateDeliveryFees';

/**
 * `/delivery-fees`: what the shop charges to deliver (docs/decisions/0248-delivery-fees.md): free, one flat
 * fee, or a fee per area of Hong Kong (an empty area is not delivered to), and free from an amount up.
 */
export default sellerOnlyPage('delivery', 'settings.title', DeliveryFeesForm);

function DeliveryFeesForm() {
  const { t } = useTranslation('delivery');
  const toast = useToast();
  const session = useSession();
  const saved = useDeliveryFeesOf(session ? [session.user_id] : []);
  const save = useUpdateDeliveryFees();
  const [draft, setDraft] = useState<FeeDraft | null>(null);
  // the draft as last saved: the inline "Saved" shows until the next change (issue 52)
  const [savedDraft, setSavedDraft] = useState<FeeDraft | null>(null);
  const [tried, setTried] = useState(false);
  const mine = saved.data?.[0];
  useEffect(() => {
    if (draft === null && mine) setDraft(draftOf(mine));
  }, [mine, draft]);
  const problems = draft ? problemsOf(draft) : {};
  const shown = (k: keyof typeof problems) =>
    tried && problems[k] ? t(`settings.${problems[k]}`) : undefined;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!draft || Object.keys(problems).length > 0) return;
    save.mutate(inputOf(draft), {
      onSuccess: (fees) => {
        const next = draftOf(fees);
        setDraft(next);
        setSavedDraft(next);
        setTried(false);
        // said once, beside the button (SavedNote below), not again in a toast
      },
      onError: (err) => toast.show(err.message, { tone: 'danger' }),
    });
  }

  return (
    <>
      <PageHeader title={t('settings.title')} back />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10">
        <p className="flex gap-3 text-sm text-gray-600">
          <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-nav-product" />
          {t('settings.intro')}
        </p>
        {saved.isError && (
          <LoadFailed title={t('settings.title')} error={saved.error} onRetry={() => saved.refetch()} />
        )}
        {!draft ? (
          !saved.isError && <Skeleton className="h-48 w-full rounded-2xl" />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <Segmented
              label={t('settings.mode')}
              options={DELIVERY_FEE_MODES.map((m) => ({ value: m, label: t(`settings.modes.${m}`) }))}
              value={draft.mode}
              onChange={(mode) => setDraft({ ...draft, mode })}
            />
            {draft.mode === 'flat' && (
              <TextField
                label={t('settings.flat')}
                inputMode="decimal"
                autoComplete="off"
                value={draft.flat}
                onChange={(e) => setDraft({ ...draft, flat: e.target.value })}
                error={shown('flat')}
              />
            )}
            {draft.mode === 'by_area' && (
              <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80">
                <legend className="sr-only">{t('settings.modes.by_area')}</legend>
                <p className="text-sm text-gray-600">{t('settings.areasHint')}</p>
                {HK_AREAS.map((area) => (
                  <TextField
                    key={area}
                    label={t(`areas.${area}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('settings.notDelivered')}
                    value={draft.areas[area]}
                    onChange={(e) =>
                      setDraft({ ...draft, areas: { ...draft.areas, [area]: e.target.value } })
                    }
                    error={shown(area)}
                  />
                ))}
                {shown('areas') && (
                  <p role="alert" className="text-sm text-red-600">
                    {shown('areas')}
                  </p>
                )}
              </fieldset>
            )}
            {draft.mode !== 'free' && (
              <TextField
                label={t('settings.freeAbove')}
                hint={t('settings.freeAboveHint')}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('settings.example')}
                value={draft.freeAbove}
                onChange={(e) => setDraft({ ...draft, freeAbove: e.target.value })}
                error={shown('freeAbove')}
              />
            )}
            <p className="text-xs text-gray-500">{t('settings.placedKeep')}</p>
            <Button type="submit" size="lg" block loading={save.isPending}>
              {t('settings.save')}
            </Button>
            <SavedNote show={draft === savedDraft} label={t('settings.saved')} />
          </form>
        )}
      </main>
    </>
  );
}

import type { ScaleLayout } from '../../../../contract/scale-barcode-codes';
import { useTranslation } from '../../../i18n/use-translation';
import { Segmented } from '../../../ui/Segmented';
import { useToast } from '../../../ui/toast';
import { useScaleLayout } from './useScaleLayout';
import { useSetScaleLayout } from './useSetScaleLayout';

/**
 * The shop's label-scale setting (docs/decisions/0234-label-scale-barcodes.md): what the digits after the item code
 * of a label starting 20–29 mean, as the stall's scale prints them. Saved at once, for every till of the shop.
 */
export function ScaleLabelSetting() {
  const { t } = useTranslation('quickKeys');
  const toast = useToast();
  const setting = useScaleLayout();
  const save = useSetScaleLayout();
  const layout = save.isPending ? save.variables : (setting.data?.layout ?? 'off');
  return (
    <section aria-labelledby="scale-labels" className="flex flex-col gap-2">
      <h2 id="scale-labels" className="text-base font-semibold text-gray-900">
        {t('scale.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('scale.intro')}</p>
      <Segmented<ScaleLayout>
        label={t('scale.title')}
        options={[
          { value: 'off', label: t('scale.off') },
          { value: 'price', label: t('scale.price') },
          { value: 'weight', label: t('scale.weight') },
        ]}
        value={layout}
        onChange={(next) =>
          save.mutate(next, {
            onSuccess: () => toast.show(t('scale.saved'), { tone: 'success', durationMs: 1500 }),
            onError: (err) => toast.show(err.message, { tone: 'danger' }),
          })
        }
      />
      <p className="text-xs text-gray-600" data-testid="scale-example">
        {t(`scale.example.${layout}`)}
      </p>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { list as listProducts } from '../../../../contract/products';
import { STAMPS_MAX, STAMPS_MIN } from '../../../../contract/stamps';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { Segmented } from '../../../ui/Segmented';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useLoyaltySettings, useSaveLoyaltySettings } from './useLoyaltySettings';

/**
 * The shop's stamp card, the other programme (docs/decisions/0289-stamp-cards.md): N stamps, one per unit of a
 * product or a category, make one such unit free. Saving it replaces points (kept points stay the customers').
 */
export function StampCardForm() {
  const { t } = useTranslation('loyalty');
  const settings = useLoyaltySettings();
  const save = useSaveLoyaltySettings();
  const products = useQuery({
    queryKey: ['loyalty-stamp-products'],
    queryFn: () => callApi(listProducts, listProducts.input.parse({ mine: true, limit: 100, sort: 1 })),
  });
  const [stamps, setStamps] = useState('10');
  const [by, setBy] = useState<'product' | 'category'>('product');
  const [productId, setProductId] = useState('');
  const [category, setCategory] = useState('');
  const current = settings.data;
  const n = Number(stamps);
  const sizeOk = Number.isInteger(n) && n >= STAMPS_MIN && n <= STAMPS_MAX;
  const reward =
    by === 'product'
      ? productId
        ? { product_id: productId }
        : null
      : category.trim()
        ? { category: category.trim() }
        : null;
  const options = (products.data ?? []).map((p) => ({ value: p._id, label: p.name }));
  const rewardName =
    current?.kind === 'stamps'
      ? 'product_id' in current.reward
        ? ((products.data ?? []).find((p) => p._id === (current.reward as { product_id: string }).product_id)
            ?.name ?? '…')
        : current.reward.category
      : '';
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4"
      aria-label={t('stampsForm.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (sizeOk && reward) save.mutate({ kind: 'stamps', stamps: n, reward });
      }}
    >
      <h2 className="text-base font-semibold text-gray-900">{t('stampsForm.title')}</h2>
      <p className="text-sm text-gray-600" data-testid="stamps-now">
        {current?.kind === 'stamps'
          ? t('stampsForm.on', { stamps: current.stamps, reward: rewardName })
          : t('stampsForm.off')}
      </p>
      <TextField
        label={t('stampsForm.size')}
        inputMode="numeric"
        value={stamps}
        onChange={(e) => setStamps(e.target.value)}
        error={sizeOk ? undefined : t('stampsForm.range', { min: STAMPS_MIN, max: STAMPS_MAX })}
      />
      <Segmented
        label={t('stampsForm.by')}
        value={by}
        onChange={(v) => setBy(v as 'product' | 'category')}
        options={[
          { value: 'product', label: t('stampsForm.product') },
          { value: 'category', label: t('stampsForm.category') },
        ]}
      />
      {by === 'product' ? (
        <SelectField
          label={t('stampsForm.product')}
          value={productId}
          options={[{ value: '', label: t('stampsForm.choose') }, ...options]}
          onChange={setProductId}
        />
      ) : (
        <TextField
          label={t('stampsForm.category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
      )}
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!sizeOk || !reward} loading={save.isPending}>
          {t('stampsForm.save')}
        </Button>
        {current?.kind === 'stamps' && (
          <Button type="button" size="sm" variant="secondary" onClick={() => save.mutate({ kind: 'off' })}>
            {t('stampsForm.stop')}
          </Button>
        )}
      </div>
    </form>
  );
}

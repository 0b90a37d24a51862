import { Camera, ImageUp, QrCode, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { imageUrl } from '../../../../contract/media';
import { PAYMENT_CODE_TYPES, type PaymentCode, type PaymentCodeType } from '../../../../contract/orders';
import { PAYMENT_CODES_MAX } from '../../../../contract/users';
import { useTranslation } from '../../../i18n/use-translation';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { ProgressBar } from '../../../ui/ProgressBar';
import { RadioOption } from '../../../ui/RadioOption';
import { BusyPlaceholder, Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { FpsSettings } from '../fps';
import { CashRoundingSetting } from './CashRoundingSetting';
import { MethodIcon } from './code-style';
import { ShowPaymentCodeSheet } from './ShowPaymentCodeSheet';
import { usePaymentCodes } from './usePaymentCodes';
import { useRemovePaymentCode } from './useRemovePaymentCode';
import { useUploadPaymentCode } from './useUploadPaymentCode';

/** `/payment-codes`: the seller's payment QR codes — add one per type (photo or file), see them, remove one. */
export default sellerOnlyPage('paymentCodes', 'title', PaymentCodes);

function PaymentCodes() {
  const { t } = useTranslation('paymentCodes');
  const toast = useToast();
  const codes = usePaymentCodes();
  const [progress, setProgress] = useState(0);
  const upload = useUploadPaymentCode(setProgress);
  const remove = useRemovePaymentCode();
  const [type, setType] = useState<PaymentCodeType>('fps');
  const [label, setLabel] = useState('');
  const [removing, setRemoving] = useState<PaymentCode | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);

  const list = codes.data ?? [];
  const full = list.length >= PAYMENT_CODES_MAX;

  async function onFile(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.show(t('add.notImage'), { tone: 'danger', durationMs: 3000 });
      return;
    }
    setProgress(0);
    try {
      const code = await upload.mutateAsync({ file, type, label: label.trim() || undefined });
      toast.show(t('add.done', { label: code.label }), { tone: 'success', durationMs: 2000 });
      setLabel('');
    } catch (error) {
      toast.show(error instanceof Error ? error.message : t('add.failed'), {
        tone: 'danger',
        durationMs: 3000,
      });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing._id);
      toast.show(t('remove.done', { label: removing.label }), { tone: 'success', durationMs: 2000 });
    } catch (error) {
      toast.show(error instanceof Error ? error.message : t('remove.failed'), {
        tone: 'danger',
        durationMs: 3000,
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <PageHeader title={t('title')} back />
      <main className="flex flex-col gap-6 px-4 pt-4 pb-10">
        <FpsSettings />
        <CashRoundingSetting />
        <section
          aria-labelledby="add-code"
          className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200"
        >
          <h2 id="add-code" className="text-base font-semibold text-gray-900">
            {t('add.title')}
          </h2>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">{t('add.type')}</legend>
            <div className="flex flex-wrap gap-2">
              {PAYMENT_CODE_TYPES.map((kind) => (
                <RadioOption
                  key={kind}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-gray-800 ring-1 ring-gray-300 has-checked:bg-nav-product has-checked:text-white has-checked:ring-nav-product has-focus-visible:outline-2 has-focus-visible:outline-brand"
                  name="code-type"
                  value={kind}
                  selected={type}
                  onChoose={setType}
                  inputClassName="sr-only"
                >
                  {t(`types.${kind}`)}
                </RadioOption>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('add.label')}
            hint={t('add.labelHint')}
            value={label}
            maxLength={40}
            onChange={(e) => setLabel(e.target.value)}
          />
          {upload.isPending ? (
            <ProgressBar value={progress} label={t('add.uploading')} />
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <button
                type="button"
                disabled={full}
                onClick={() => camera.current?.click()}
                className="flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-white px-2 text-base font-semibold text-gray-900 ring-1 ring-gray-300 active:bg-gray-100 disabled:opacity-50"
              >
                <Camera aria-hidden="true" className="size-5" />
                {t('add.camera')}
              </button>
              <button
                type="button"
                disabled={full}
                onClick={() => gallery.current?.click()}
                className="flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-brand-dark px-2 text-base font-semibold text-white active:bg-pink-900 disabled:opacity-50"
              >
                <ImageUp aria-hidden="true" className="size-5" />
                {t('add.file')}
              </button>
            </div>
          )}
          {full && <p className="text-sm text-amber-800">{t('add.full', { max: PAYMENT_CODES_MAX })}</p>}
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="hidden"
            aria-label={t('add.camera')}
            onChange={(e) => {
              void onFile(e.target.files);
              e.target.value = '';
            }}
          />
          <input
            ref={gallery}
            type="file"
            accept="image/*"
            className="hidden"
            aria-label={t('add.file')}
            data-testid="payment-code-file"
            onChange={(e) => {
              void onFile(e.target.files);
              e.target.value = '';
            }}
          />
        </section>

        <section aria-labelledby="your-codes" className="flex flex-col gap-3">
          <h2 id="your-codes" className="text-base font-semibold text-gray-900">
            {t('list.title')}
          </h2>
          {codes.isPending && (
            <BusyPlaceholder label={t('list.loading')} className="flex flex-col gap-3">
              <Skeleton className="h-28 w-full rounded-2xl" />
              <Skeleton className="h-28 w-full rounded-2xl" />
            </BusyPlaceholder>
          )}
          {codes.isError && <QueryFailed title={t('list.error')} query={codes} />}
          {codes.data && list.length === 0 && (
            <EmptyState
              icon={<QrCode />}
              title={t('list.emptyTitle')}
              message={t('list.empty')}
              className="py-6"
            />
          )}
          {list.length > 0 && (
            <ul className="flex flex-col gap-3" aria-label={t('list.title')}>
              {list.map((code) => (
                <li
                  key={code._id}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-200"
                >
                  <button
                    type="button"
                    onClick={() => setShowing(code._id)}
                    aria-label={t('show.action', { label: code.label })}
                    className="shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <img
                      src={imageUrl(code.image, 320)}
                      alt=""
                      className="size-24 rounded-xl bg-white object-contain ring-1 ring-gray-200"
                    />
                  </button>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex items-center gap-2">
                      <MethodIcon kind={code.type} />
                      <span className="min-w-0">
                        <span className="block truncate text-base font-semibold text-gray-900">
                          {code.label}
                        </span>
                        {code.label !== t(`types.${code.type}`) && (
                          <span className="block text-sm text-gray-500">{t(`types.${code.type}`)}</span>
                        )}
                      </span>
                    </span>
                  </div>
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    label={t('remove.action', { label: code.label })}
                    onClick={() => setRemoving(code)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>

      <ShowPaymentCodeSheet id={showing} onClose={() => setShowing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title', { label: removing?.label ?? '' })}
        message={t('remove.message')}
        confirmLabel={t('remove.confirm')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </>
  );
}

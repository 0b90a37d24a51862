import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/RequireLogin';
import { PageHeader } from '../../ui/PageHeader';
import { TOAST_MS, useToast } from '../../ui/toast';
import { CreateCollectionForm } from './CreateCollectionForm';

/** `/createCollection`: name a new collection, then go back (or to `redirect`). */
export default function CreateCollectionPage() {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  function back() {
    if (redirect) return void navigate(safeRedirect(redirect), { replace: true });
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  }

  return (
    <>
      <PageHeader title={t('createTitle')} back />
      <main className="px-4 py-6">
        <p className="mb-5 text-sm text-gray-600">{t('createIntro')}</p>
        <CreateCollectionForm
          autoFocus
          onCancel={back}
          onCreated={(collection) => {
            toast.show(t('created', { name: collection.name }), {
              tone: 'success',
              durationMs: TOAST_MS.notice,
            });
            back();
          }}
        />
      </main>
    </>
  );
}

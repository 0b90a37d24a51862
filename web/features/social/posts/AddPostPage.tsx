import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { PageHeader } from '../../../ui/PageHeader';
import { TOAST_MS } from '../../../ui/toast';
import { AddPostAction, type AddPostStep, AddPostStepBody, useAddPostComposer } from './AddPostSteps';
import {
  ADD_POST_FLOW_STATE,
  clearPageDraft,
  inAddPostFlow,
  readPageDraft,
  writePageDraft,
} from './add-post-page-draft';
import { EMPTY_DRAFT, type PostDraft } from './PostFields';

/**
 * `/addPost` (step 1, pick products) and `/post-upload-img` (step 2, images and text): the add-post flow as a page,
 * for links and for devices where the sheet is awkward. The same steps and rules as the sheet (AddPostSteps.tsx);
 * docs/decisions/0042-add-post-page.md.
 */
export default sellerOnlyPage('posts', 'sheet.step1Title', AddPostFlow);

function AddPostFlow() {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const location = useLocation();
  const step: AddPostStep = location.pathname.toLowerCase() === '/post-upload-img' ? 2 : 1;
  const continuing = inAddPostFlow(location.state);
  const [draft, setDraft] = useState<PostDraft>(() => (continuing ? readPageDraft() : EMPTY_DRAFT));
  const composer = useAddPostComposer(draft, setDraft);

  useEffect(() => writePageDraft(draft), [draft]);

  if (step === 2 && draft.products.length === 0) return <Navigate to="/addPost" replace />;

  function publish() {
    composer.publish((id) => {
      clearPageDraft();
      setTimeout(() => navigate(`/?post=${encodeURIComponent(id)}`, { replace: true }), TOAST_MS.quick);
    });
  }

  return (
    <>
      <PageHeader
        title={step === 1 ? t('sheet.step1Title') : t('sheet.step2Title')}
        back={step === 1}
        onBack={step === 2 ? () => navigate('/addPost', { state: ADD_POST_FLOW_STATE }) : undefined}
      />
      <p className="pt-2 text-center text-xs text-gray-500">{t('sheet.stepOf', { n: step, count: 2 })}</p>
      <main className="px-4 pt-2 pb-28">
        <AddPostStepBody
          step={step}
          composer={composer}
          onBackToProducts={() => navigate('/addPost', { state: ADD_POST_FLOW_STATE })}
        />
      </main>
      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <AddPostAction
          step={step}
          composer={composer}
          onNext={() => navigate('/post-upload-img', { state: ADD_POST_FLOW_STATE })}
          onPublish={publish}
        />
      </div>
    </>
  );
}

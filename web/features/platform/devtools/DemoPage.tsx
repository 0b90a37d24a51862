import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { flattenPages } from '../../../shared/posts/post-cache';
import { BlockingDialog } from '../../../ui/BlockingDialog';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed, QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Sheet } from '../../../ui/Sheet';
import { Skeleton, SkeletonText } from '../../../ui/Skeleton';
import { TOAST_MS, type ToastTone, useToast } from '../../../ui/toast';
import { Lightbox, PostCardSkeleton, PostGallery, usePostFeed } from '../../social/posts';
import { DevLinks, DevSection } from './DevLinks';

const TONES: { tone: ToastTone; ms: number }[] = [
  { tone: 'success', ms: TOAST_MS.quick },
  { tone: 'info', ms: TOAST_MS.notice },
  { tone: 'warning', ms: TOAST_MS.error },
  { tone: 'danger', ms: TOAST_MS.error },
];

/** Gallery layouts of docs/product.md §2: 1, 2, 3, 4 and more than 4 (the 4th tile shows +N). */
const GALLERY_SIZES = [1, 2, 3, 4, 6];
const MAX_GALLERY = 6;

/**
 * `/demo`: an index of the developer pages and of the UI primitives, each the component the app really uses
 * (toasts, sheet, dialogs, skeletons, empty and error states, gallery layouts, lightbox). The gallery photos are
 * the real photos of the feed's first page. docs/decisions/0043-developer-pages.md.
 */
export default function DemoPage() {
  const { t } = useTranslation('devtools');
  const toast = useToast();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirm, setConfirm] = useState<'default' | 'danger' | null>(null);
  const [blocking, setBlocking] = useState(false);

  return (
    <>
      <PageHeader title={t('demo.title')} back />
      <main className="flex flex-col gap-8 px-4 pt-4 pb-12">
        <p className="text-sm text-gray-600">{t('demo.intro')}</p>
        <DevLinks />

        <DevSection title={t('demo.toasts')}>
          <div className="grid grid-cols-2 gap-2">
            {TONES.map(({ tone, ms }) => (
              <Button
                key={tone}
                variant="secondary"
                onClick={() =>
                  toast.show(t('demo.toastMessage', { tone: t(`demo.tone.${tone}`), s: ms / 1000 }), { tone })
                }
              >
                {t('demo.toastButton', { tone: t(`demo.tone.${tone}`), s: ms / 1000 })}
              </Button>
            ))}
          </div>
        </DevSection>

        <DevSection title={t('demo.overlays')}>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => setSheetOpen(true)}>
              {t('demo.openSheet')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm('default')}>
              {t('demo.openConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm('danger')}>
              {t('demo.openDanger')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setBlocking(true);
                setTimeout(() => setBlocking(false), 2000);
              }}
            >
              {t('demo.openBlocking')}
            </Button>
          </div>
        </DevSection>

        <DevSection title={t('demo.skeletons')}>
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 shrink-0 rounded-full" />
            <SkeletonText lines={2} className="flex-1" />
          </div>
          <div className="overflow-hidden rounded-2xl border border-gray-100">
            <PostCardSkeleton />
          </div>
        </DevSection>

        <DevSection title={t('demo.states')}>
          <div className="rounded-2xl border border-gray-100">
            <EmptyState
              icon={<Inbox />}
              title={t('demo.emptyTitle')}
              message={t('demo.emptyText')}
              action={{ label: t('demo.emptyAction'), to: '/' }}
            />
          </div>
          <div className="rounded-2xl border border-gray-100">
            <LoadFailed
              title={t('demo.errorTitle')}
              error={new Error(t('demo.errorText'))}
              onRetry={() => toast.show(t('demo.retried'), { tone: 'info' })}
            />
          </div>
        </DevSection>

        <Galleries />
      </main>

      <Sheet open={sheetOpen} onOpenChange={setSheetOpen} title={t('demo.sheetTitle')}>
        <div className="px-4 pb-6 text-sm text-gray-700">
          <p>{t('demo.sheetText')}</p>
          <Button className="mt-4" block onClick={() => setSheetOpen(false)}>
            {t('demo.close')}
          </Button>
        </div>
      </Sheet>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'danger' ? t('demo.dangerTitle') : t('demo.confirmTitle')}
        message={t('demo.confirmText')}
        confirmLabel={confirm === 'danger' ? t('demo.dangerAction') : t('demo.confirmAction')}
        tone={confirm === 'danger' ? 'danger' : 'default'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          toast.show(t('demo.confirmed'), { tone: 'success' });
        }}
      />
      <BlockingDialog open={blocking} message={t('demo.blockingMessage')} />
    </>
  );
}

function Galleries() {
  const { t } = useTranslation('devtools');
  const feed = usePostFeed();
  const [open, setOpen] = useState<{ images: string[]; start: number } | null>(null);
  const photos = [...new Set(flattenPages(feed.data).flatMap((p) => p.imagePaths))];
  // the largest gallery needs six different photos: read a few more pages of the feed when the first falls short
  const pages = feed.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = feed;
  const short = photos.length < MAX_GALLERY && hasNextPage && pages < 5 && !isFetching;
  useEffect(() => {
    if (short) void fetchNextPage();
  }, [short, fetchNextPage]);

  return (
    <DevSection title={t('demo.galleries')}>
      <p className="text-sm text-gray-600">{t('demo.galleriesText')}</p>
      {feed.isPending ? (
        <Skeleton className="aspect-square w-full rounded-2xl" />
      ) : feed.isError ? (
        <QueryFailed title={t('demo.galleriesFailed')} query={feed} />
      ) : photos.length === 0 ? (
        <EmptyState icon={<Inbox />} title={t('demo.noPhotos')} />
      ) : (
        GALLERY_SIZES.filter((n) => n <= photos.length).map((n) => {
          const images = photos.slice(0, n);
          return (
            <figure key={n} className="overflow-hidden rounded-2xl border border-gray-100">
              <PostGallery
                images={images}
                title={t('demo.galleryOf', { count: n })}
                onOpen={(start) => setOpen({ images, start })}
              />
              <figcaption className="px-3 py-2 text-xs text-gray-600">
                {t('demo.galleryOf', { count: n })}
              </figcaption>
            </figure>
          );
        })
      )}
      <Lightbox
        images={open?.images ?? []}
        start={open?.start ?? null}
        title={t('demo.galleries')}
        onClose={() => setOpen(null)}
      />
    </DevSection>
  );
}

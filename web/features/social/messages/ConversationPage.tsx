import { Ban, ImagePlus, SendHorizontal, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ABOUT_KINDS,
  type About,
  MESSAGE_PHOTOS_MAX,
  MESSAGE_TEXT_MAX,
} from '../../../../contract/conversations';
import { imageUrl } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { isNoConnection } from '../../../lib/route-cache/offline-copies';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { queueWrite } from '../../../lib/write-queue';
import { OfflineMark } from '../../../shared/OfflineMark';
import { useOrder } from '../../../shared/orders/useOrder';
import { ProductImage } from '../../../shared/ProductImage';
import { checkPicked } from '../../../shared/posts/picked-images';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useProduct } from '../../back-office/products';
import { messageTime } from './message-time';
import { useBlockPerson } from './useBlockPerson';
import { useConversations } from './useConversations';
import { threadCopyName, useMessages } from './useMessages';
import { useQuickReplies } from './useQuickReplies';
import { useReadConversation } from './useReadConversation';
import { QUEUED_MESSAGE, type SendInput, useQueuedMessages, useSendMessage } from './useSendMessage';
import { useUploadMessagePhotos } from './useUploadMessagePhotos';

function parseAbout(value: string | null): About | null {
  const [kind, ...rest] = (value ?? '').split(':');
  const id = rest.join(':');
  return (ABOUT_KINDS as readonly string[]).includes(kind ?? '') && id
    ? { kind: kind as About['kind'], id }
    : null;
}

function aboutHref(about: About): string {
  if (about.kind === 'product') return `/market-product?id=${encodeURIComponent(about.id)}`;
  if (about.kind === 'post') return `/comments?id=${encodeURIComponent(about.id)}`;
  return `/orderDetail?id=${encodeURIComponent(about.id)}`;
}

/**
 * `/conversation?id=` (a conversation) or `?about=product:<id>` (post:, order:): the thread, oldest at the top, and the
 * composer with photos and, for the shop, its quick replies (docs/decisions/0246-conversations.md). Opened from a
 * product, post or order, the first message carries what it is about.
 */
export default function ConversationPage() {
  const { t, i18n } = useTranslation('messages');
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const about = parseAbout(params.get('about'));
  const thread = useMessages(id);
  const { t: tc } = useTranslation('common');
  const viewer = useSession()?.user_id ?? null;
  // offline, the phone's copy with its time (decision 0269)
  const asOf = useOfflineAsOf(id && viewer ? threadCopyName(viewer, id) : null);
  const conversation = thread.data?.pages[0]?.conversation ?? null;
  const items = (thread.data?.pages ?? []).flatMap((p) => p.items).reverse();
  const subject = useAboutTitle(id ? null : about);
  const inbox = useConversations();
  const send = useSendMessage();
  const read = useReadConversation();
  const block = useBlockPerson();
  const upload = useUploadMessagePhotos();
  const quick = useQuickReplies(conversation?.role === 'shop');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // a message written offline and refused when sent (blocked meanwhile…): its words back in the box, and why
  const giveBack = useCallback(
    (input: Record<string, unknown>, error: string) => {
      if (typeof input.text === 'string') setText((now) => now || (input.text as string));
      toast.show(error, { tone: 'danger' });
    },
    [toast],
  );
  const queued = useQueuedMessages(viewer, giveBack).filter((w) =>
    id
      ? w.input.conversation_id === id
      : !w.input.conversation_id && JSON.stringify(w.input.about) === JSON.stringify(about),
  );
  const bottom = useRef<HTMLDivElement>(null);

  // opened from a product of a shop she already talks to: that conversation, the product still to be mentioned
  const existing = subject.shopId
    ? (inbox.data?.pages ?? [])
        .flatMap((p) => p.items)
        .find((c) => c.shop_id === subject.shopId && c.role === 'shopper')
    : undefined;
  const sent = useRef(false);
  useEffect(() => {
    if (!id && existing && !sent.current) {
      const next = new URLSearchParams(params);
      next.set('id', existing._id);
      setParams(next, { replace: true });
    }
  }, [id, existing, params, setParams]);

  // neither a conversation nor something to ask about: the inbox
  useEffect(() => {
    if (!id && !about) void navigate('/messages', { replace: true });
  }, [id, about, navigate]);

  // what is on screen is read
  const unread = conversation?.unread ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per new unread message
  useEffect(() => {
    if (id && unread > 0) read.mutate({ id });
  }, [id, unread]);
  // the newest message in view whenever one arrives
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new message
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [items.length]);

  function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const check = checkPicked(files, photos.length, MESSAGE_PHOTOS_MAX);
    if (check.kind === 'too-many')
      return toast.show(t('tooMany', { max: MESSAGE_PHOTOS_MAX }), { tone: 'warning' });
    if (check.kind !== 'ok') return;
    upload.mutate(check.files, {
      onSuccess: ({ file_path }) => setPhotos((p) => [...p, ...file_path].slice(0, MESSAGE_PHOTOS_MAX)),
      onError: () => toast.show(t('uploadFailed'), { tone: 'danger' }),
    });
  }

  function submit(body: string) {
    if (!body.trim() && photos.length === 0) return;
    const input: SendInput = {
      ...(id ? { conversation_id: id } : {}),
      // the first message from a product, post or order says what it is about
      ...(about ? { about } : {}),
      text: body,
      imagePaths: photos,
    };
    // one key from the start: if this attempt's answer is lost, the queued copy is still one message
    const key = newIdempotencyKey();
    send.mutate(
      { ...input, idempotency_key: key },
      {
        onSuccess: (r) => {
          sent.current = true;
          setText('');
          setPhotos([]);
          // the thread by its id from now on; what it was about went with the first message
          if (!id || about)
            void navigate(`/conversation?id=${encodeURIComponent(r.conversation._id)}`, { replace: true });
        },
        onError: (err) => {
          // no answer: kept on the phone, shown as waiting, sent once when back (decision 0269)
          if (isNoConnection(err) && viewer) {
            queueWrite(QUEUED_MESSAGE, viewer, input as Record<string, unknown>, key);
            setText('');
            setPhotos([]);
            return;
          }
          toast.show(err.message, { tone: 'danger' });
        },
      },
    );
  }

  // "not yours, or gone" only when the server says so; a failed load is a failed load (offline: no copy yet)
  const notFound =
    Boolean(id) &&
    thread.error instanceof ApiError &&
    (thread.error.status === 404 || thread.error.status === 403);
  const title = conversation?.other.name ?? subject.shopName ?? t('title');
  const time = (iso: string) => messageTime(iso, i18n.language);

  return (
    <>
      <PageHeader
        title={title}
        back="/messages"
        right={
          conversation ? (
            <button
              type="button"
              aria-label={conversation.blocked ? t('unblock') : t('block')}
              onClick={() => setConfirmBlock(true)}
              className="flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <Ban aria-hidden="true" className="size-5" />
            </button>
          ) : undefined
        }
      />
      <OfflineMark asOf={asOf} />
      <main className="flex min-h-[calc(100dvh-3.5rem)] flex-col">
        {notFound ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('notFound')}
            action={{ label: t('toInbox'), to: '/messages' }}
          />
        ) : id && thread.isError && !thread.data ? (
          <QueryFailed title={t('loadFailed')} query={thread} />
        ) : (
          <>
            <div className="flex flex-1 flex-col gap-2 px-3 py-3" aria-live="polite">
              {thread.hasNextPage && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-center"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {t('older')}
                </Button>
              )}
              {id && thread.isPending && <Skeleton className="h-16 w-2/3 rounded-2xl" />}
              {!id && about && (
                <p className="self-center rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-600">
                  {t('askingAbout', { title: subject.title ?? '…' })}
                </p>
              )}
              <ol aria-label={t('threadLabel')} className="flex flex-col gap-2">
                {items.map((m) => (
                  <li
                    key={m._id}
                    className={`flex max-w-[80%] flex-col gap-1 ${m.mine ? 'self-end items-end' : 'self-start'}`}
                  >
                    {m.about && (
                      <Link
                        to={aboutHref(m.about)}
                        className="flex w-60 items-center gap-2 rounded-xl bg-white p-2 text-xs ring-1 ring-gray-200"
                      >
                        <ProductImage
                          path={m.about.thumb}
                          sizes="40px"
                          className="size-10 shrink-0 rounded-lg"
                        />
                        <span className="min-w-0">
                          <span className="block text-gray-500">{t(`about.${m.about.kind}`)}</span>
                          <span className="block truncate font-medium text-gray-900">{m.about.title}</span>
                        </span>
                      </Link>
                    )}
                    {m.imagePaths.map((p) => (
                      <a
                        key={p}
                        href={imageUrl(p, 1280)}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('openPhoto')}
                      >
                        <ProductImage
                          path={p}
                          sizes="240px"
                          className="w-48 rounded-2xl ring-1 ring-black/5"
                        />
                      </a>
                    ))}
                    {m.text && (
                      <p
                        className={`rounded-2xl px-3 py-2 text-[15px] whitespace-pre-line ${m.mine ? 'bg-brand-dark text-white' : 'bg-white text-gray-900 ring-1 ring-gray-200'}`}
                      >
                        {m.text}
                      </p>
                    )}
                    <span className="text-[11px] text-gray-500">
                      <span className="sr-only">{m.mine ? t('you') : title} · </span>
                      {time(m.created_at)}
                    </span>
                  </li>
                ))}
              </ol>
              {queued.length > 0 && (
                <ol aria-label={tc('offlinePending')} className="flex flex-col gap-2">
                  {queued.map((w) => (
                    <li
                      key={w.key}
                      data-testid="queued-message"
                      className="flex max-w-[80%] flex-col items-end gap-1 self-end"
                    >
                      {typeof w.input.text === 'string' && w.input.text && (
                        <p className="rounded-2xl border border-dashed border-brand-dark bg-pink-50 px-3 py-2 text-[15px] whitespace-pre-line text-gray-900">
                          {w.input.text}
                        </p>
                      )}
                      <span className="text-[11px] text-gray-600">{tc('offlinePending')}</span>
                    </li>
                  ))}
                </ol>
              )}
              <div ref={bottom} />
            </div>
            {conversation?.blocked ? (
              <p className="m-3 rounded-xl bg-gray-100 px-3 py-2 text-sm text-gray-700">{t('blockedNote')}</p>
            ) : (
              <form
                className="sticky bottom-0 flex flex-col gap-2 border-t border-gray-200 bg-white px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
                onSubmit={(e) => {
                  e.preventDefault();
                  submit(text);
                }}
              >
                {conversation?.role === 'shop' && (
                  <ul
                    aria-label={t('quickReplies')}
                    className="flex gap-2 overflow-x-auto [scrollbar-width:none]"
                  >
                    {(quick.data ?? []).map((q) => (
                      <li key={q} className="shrink-0">
                        <button
                          type="button"
                          onClick={() => setText(q)}
                          className="min-h-9 rounded-full bg-gray-100 px-3 text-sm text-gray-800"
                        >
                          {q}
                        </button>
                      </li>
                    ))}
                    <li className="shrink-0">
                      <Link
                        to="/quick-replies"
                        className="flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-brand-dark"
                      >
                        {(quick.data ?? []).length > 0 ? t('quick.edit') : t('quick.addFirst')}
                      </Link>
                    </li>
                  </ul>
                )}
                {photos.length > 0 && (
                  <ul aria-label={t('photosLabel')} className="flex gap-2">
                    {photos.map((p) => (
                      <li key={p}>
                        <button
                          type="button"
                          aria-label={t('removePhoto')}
                          onClick={() => setPhotos((all) => all.filter((x) => x !== p))}
                        >
                          <ProductImage path={p} sizes="56px" className="size-14 rounded-lg" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="flex items-end gap-2">
                  <button
                    type="button"
                    aria-label={t('addPhoto')}
                    disabled={upload.isPending || photos.length >= MESSAGE_PHOTOS_MAX}
                    onClick={() => fileInput.current?.click()}
                    className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 disabled:opacity-40"
                  >
                    <ImagePlus aria-hidden="true" className="size-5" />
                  </button>
                  <input
                    ref={fileInput}
                    type="file"
                    accept="image/*"
                    multiple
                    className="hidden"
                    onChange={pick}
                    data-testid="message-photo-input"
                  />
                  <label className="flex-1">
                    <span className="sr-only">{t('messageLabel')}</span>
                    <textarea
                      value={text}
                      onChange={(e) => setText(e.target.value)}
                      maxLength={MESSAGE_TEXT_MAX}
                      rows={1}
                      placeholder={t('placeholder')}
                      className="max-h-32 min-h-11 w-full resize-none rounded-2xl border border-gray-300 px-3 py-2.5 text-base focus:border-brand focus:outline-none"
                    />
                  </label>
                  <button
                    type="submit"
                    aria-label={t('send')}
                    disabled={send.isPending || (!text.trim() && photos.length === 0)}
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-dark text-white disabled:opacity-40"
                  >
                    <SendHorizontal aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </form>
            )}
          </>
        )}
      </main>
      {conversation && (
        <ConfirmDialog
          open={confirmBlock}
          title={conversation.blocked ? t('unblockTitle', { name: title }) : t('blockTitle', { name: title })}
          message={conversation.blocked ? t('unblockMessage') : t('blockMessage')}
          confirmLabel={conversation.blocked ? t('unblock') : t('block')}
          cancelLabel={t('cancel')}
          tone={conversation.blocked ? undefined : 'danger'}
          busy={block.isPending}
          onCancel={() => setConfirmBlock(false)}
          onConfirm={() =>
            block.mutate(
              { user_id: conversation.other.id, blocked: !conversation.blocked },
              {
                onSettled: () => setConfirmBlock(false),
                onError: (err) => toast.show(err.message, { tone: 'danger' }),
              },
            )
          }
        />
      )}
    </>
  );
}

/**
 * the name and shop of what a new conversation is about, before its first message (a post's title shows on the
 * message once sent: reading the post here would share the feed's modules with this page's chunk)
 */
function useAboutTitle(about: About | null): {
  title: string | null;
  shopId: string | null;
  shopName: string | null;
} {
  const product = useProduct(about?.kind === 'product' ? about.id : null);
  const order = useOrder(about?.kind === 'order' ? about.id : null);
  if (product.data)
    return { title: product.data.name, shopId: product.data.seller_id, shopName: product.data.seller_name };
  if (order.data)
    return {
      title: `#${order.data.sale_number}`,
      shopId: null,
      shopName: order.data.is_seller ? order.data.buyer_name : order.data.seller_name,
    };
  return { title: null, shopId: null, shopName: null };
}

import { CornerDownRight, MessageCircle, Send, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COMMENT_TEXT_MAX, type Comment, type Reply } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../lib/api';
import { useLoginHrefHere } from '../../../lib/login-href';
import { useOfflineAsOf } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { MessageLink } from '../../../shared/MessageLink';
import { OfflineMark } from '../../../shared/OfflineMark';
import { Button, buttonClasses } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { Avatar } from './Avatar';
import { PostCard, PostCardSkeleton } from './PostCard';
import { TimeAgo } from './TimeAgo';
import { useAddComment } from './useAddComment';
import { useComments, useReplies } from './useComments';
import { postCopyName, usePostKeptOffline } from './usePostKeptOffline';
import { useRemoveComment } from './useRemoveComment';

/** `/comments?id=…&comments=true`: the post with its comments, replies and a box to add one (no login to read). */
export default function CommentsPage() {
  const { t } = useTranslation('posts');
  const [params] = useSearchParams();
  const id = params.get('id');
  const focusComments = params.get('comments') === 'true';
  const post = usePostKeptOffline(id);
  // offline, the phone's copy with its time (decision 0269)
  const session = useSession();
  const asOf = useOfflineAsOf(id ? postCopyName(session?.user_id, id) : null);
  const { t: tm } = useTranslation('messages');

  return (
    <>
      <PageHeader title={t('detail.title')} back />
      <OfflineMark asOf={asOf} />
      <main className="pb-28">
        {!id ? (
          <EmptyState title={t('detail.notFound')} action={{ label: t('detail.toFeed'), to: '/' }} />
        ) : post.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('list.loading')}>
            <PostCardSkeleton />
          </div>
        ) : post.isError ? (
          <EmptyState
            title={(post.error as ApiError).status === 404 ? t('detail.notFound') : t('list.errorTitle')}
            message={(post.error as ApiError).status === 404 ? t('detail.notFoundText') : post.error.message}
            action={
              (post.error as ApiError).status === 404
                ? { label: t('detail.toFeed'), to: '/' }
                : { label: t('list.retry'), onClick: () => void post.refetch() }
            }
          />
        ) : (
          <>
            <PostCard post={post.data} detail />
            {session?.user_id !== post.data.creater_id && (
              <div className="px-4 pb-2">
                <MessageLink about={{ kind: 'post', id: post.data.id }} label={tm('ask')} />
              </div>
            )}
            <CommentSection postId={post.data.id} total={post.data.total_comments} focus={focusComments} />
          </>
        )}
      </main>
    </>
  );
}

export function CommentSection({ postId, total, focus }: { postId: string; total: number; focus: boolean }) {
  const { t } = useTranslation('posts');
  const session = useSession();
  const comments = useComments(postId);
  const [replyTo, setReplyTo] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useRemoveComment(postId);
  const toast = useToast();
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(false);

  // comments=true: bring the comments into view and put the cursor in the box.
  useEffect(() => {
    if (!focus || focused.current || comments.isPending) return;
    focused.current = true;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    if (session) inputRef.current?.focus({ preventScroll: true });
  }, [focus, comments.isPending, session]);

  const list = comments.data?.pages.flatMap((p) => p.items) ?? [];

  function startReply(comment: { id: string; username: string }, parent: string) {
    setReplyTo({ id: parent, name: comment.username });
    inputRef.current?.focus();
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby="comments-heading"
      className="scroll-mt-16 border-t-8 border-gray-100 px-4 pt-4"
    >
      <h2 id="comments-heading" className="text-base font-semibold text-gray-900">
        {t('comments.heading', { count: total })}
      </h2>

      {comments.isPending ? (
        <ul aria-busy="true" aria-label={t('comments.loading')} className="mt-4 flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-3.5 w-24" />
                <Skeleton className="h-3.5 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : comments.isError ? (
        <div className="py-6 text-center text-sm text-gray-600">
          <p>{comments.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void comments.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <MessageCircle aria-hidden="true" className="size-8 text-gray-300" />
          <p className="mt-2 text-sm text-gray-500">{t('comments.empty')}</p>
        </div>
      ) : (
        <ul
          aria-label={t('comments.listLabel')}
          className="mt-3 flex flex-col gap-4"
          data-testid="comment-list"
        >
          {list.map((c) => (
            <li key={c.id}>
              <CommentItem
                postId={postId}
                comment={c}
                onReply={(target) => startReply(target, c.id)}
                onRemove={setRemoving}
              />
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <div className="py-4 text-center">
          <Button
            variant="secondary"
            size="sm"
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t('comments.more')}
          </Button>
        </div>
      )}

      <Composer
        postId={postId}
        inputRef={inputRef}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
      />

      <ConfirmDialog
        open={removing !== null}
        title={t('comments.deleteTitle')}
        message={t('comments.deleteMessage')}
        confirmLabel={t('comments.delete')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              setRemoving(null);
              toast.show(t('comments.deleted'), { tone: 'success' });
            },
            onError: (error) => {
              setRemoving(null);
              toast.show(error.message, { tone: 'danger' });
            },
          })
        }
      />
    </section>
  );
}

function CommentItem({
  postId,
  comment,
  onReply,
  onRemove,
}: {
  postId: string;
  comment: Comment;
  onReply(target: { id: string; username: string }): void;
  onRemove(id: string): void;
}) {
  const { t } = useTranslation('posts');
  const [expanded, setExpanded] = useState(false);
  const last = comment.replies.at(-1)?.id ?? null;
  const more = useReplies(postId, comment.id, last, expanded);
  const extra = more.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = comment.replies.length + extra.length;
  const hidden = Math.max(0, comment.reply_count - shown);

  return (
    <div>
      <CommentBody item={comment} onReply={() => onReply(comment)} onRemove={() => onRemove(comment.id)} />
      {(comment.replies.length > 0 || hidden > 0) && (
        <ul
          aria-label={t('comments.repliesLabel', { name: comment.username })}
          className="mt-3 ml-12 flex flex-col gap-3"
        >
          {[...comment.replies, ...extra].map((r) => (
            <li key={r.id}>
              <CommentBody item={r} small onReply={() => onReply(r)} onRemove={() => onRemove(r.id)} />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <button
                type="button"
                onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
                disabled={more.isFetching}
                className="flex min-h-9 items-center gap-2 text-sm font-semibold text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <CornerDownRight aria-hidden="true" className="size-4" />
                {t('comments.viewReplies', { count: hidden })}
                {more.isFetching && <Spinner size="sm" />}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

function CommentBody({
  item,
  small,
  onReply,
  onRemove,
}: {
  item: Reply;
  small?: boolean;
  onReply(): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation('posts');
  const session = useSession();
  return (
    <div className="flex gap-3">
      <Avatar name={item.username} pic={item.profile_pic} size={small ? 28 : 36} />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold text-gray-900">{item.username}</span>{' '}
          <TimeAgo iso={item.createdAt} locale={i18n.language} className="text-xs text-gray-500" />
        </p>
        <p className="mt-0.5 text-[15px] whitespace-pre-line break-words text-gray-800">{item.text}</p>
        <div className="-ml-2 flex items-center">
          {session && (
            <button
              type="button"
              onClick={onReply}
              aria-label={t('comments.replyTo', { name: item.username })}
              className="min-h-9 rounded px-2 text-xs font-semibold text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('comments.reply')}
            </button>
          )}
          {item.canRemove && (
            <button
              type="button"
              onClick={onRemove}
              aria-label={t('comments.deleteOne', { name: item.username })}
              className="flex min-h-9 items-center gap-1 rounded px-2 text-xs font-semibold text-gray-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
              {t('comments.delete')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function Composer({
  postId,
  inputRef,
  replyTo,
  onCancelReply,
}: {
  postId: string;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  replyTo: { id: string; name: string } | null;
  onCancelReply(): void;
}) {
  const { t } = useTranslation('posts');
  const session = useSession();
  const loginHere = useLoginHrefHere();
  const toast = useToast();
  const add = useAddComment(postId);
  const [text, setText] = useState('');
  const trimmed = text.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed || add.isPending) return;
    add.mutate(
      { text: trimmed, parent_id: replyTo?.id ?? null },
      {
        onSuccess: () => {
          setText('');
          onCancelReply();
        },
        onError: (error) => toast.show(error.message, { tone: 'danger' }),
      },
    );
  }

  return (
    <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur">
      {!session ? (
        <Link to={loginHere} className={buttonClasses({ block: true, variant: 'secondary' })}>
          {t('comments.loginToComment')}
        </Link>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
          {replyTo && (
            <p className="flex items-center justify-between pl-1 text-xs text-gray-600">
              <span>{t('comments.replyingTo', { name: replyTo.name })}</span>
              <button
                type="button"
                onClick={onCancelReply}
                aria-label={t('comments.cancelReply')}
                className="flex size-8 items-center justify-center rounded-full hover:bg-gray-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </p>
          )}
          <div className="flex items-end gap-2">
            <label htmlFor="comment-box" className="sr-only">
              {t('comments.boxLabel')}
            </label>
            <textarea
              id="comment-box"
              ref={inputRef}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={COMMENT_TEXT_MAX}
              rows={1}
              placeholder={replyTo ? t('comments.replyPlaceholder') : t('comments.placeholder')}
              className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-gray-300 bg-white px-3.5 py-2.5 text-base placeholder:text-gray-400 focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
            />
            <button
              type="submit"
              disabled={!trimmed || add.isPending}
              aria-label={t('comments.send')}
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-dark text-white disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {add.isPending ? <Spinner size="sm" /> : <Send aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

import { Bookmark, Heart, MessageCircle, Send } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FeedPost } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { shopPath } from '../../../shared/shop-link';
import { lazyOnDemand } from '../../../ui/lazy-on-demand';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { useUnsave } from '../collections';
import { Avatar } from './Avatar';
import { compactCount } from './format';
import { LinkedProducts } from './LinkedProducts';
import { PostGallery } from './PostGallery';
import { TimeAgo } from './TimeAgo';
import { useLikePost } from './useLikePost';
import { useSharePost } from './useSharePost';

export interface PostCardProps {
  post: FeedPost;
  /** The detail page: full description, title not a link. */
  detail?: boolean;
  /** Extra controls in the header (e.g. edit/delete on my posts). */
  headerAction?: ReactNode;
  /** Just published: a short highlight. */
  highlight?: boolean;
  /** The first card on the screen: its first photo loads at once, with high priority (the largest paint). */
  priority?: boolean;
}

// The photo viewer and the collection picker load when first opened, keeping the feed's first load light.
const Lightbox = lazyOnDemand(() => import('./Lightbox').then((m) => m.Lightbox));
// loads on the first logged-out like or save, not with the feed
const LoginPromptSheet = lazyOnDemand(() => import('./LoginPromptSheet').then((m) => m.LoginPromptSheet));
const CollectionPickerSheet = lazyOnDemand(() =>
  import('../collections/CollectionPickerSheet').then((m) => m.CollectionPickerSheet),
);

const ACTION =
  'flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand active:scale-95 transition';

/** The feed post card of docs/product.md §2: author, first tag, title, description, gallery, linked products and actions. */
export function PostCard({
  post,
  detail = false,
  headerAction,
  highlight = false,
  priority = false,
}: PostCardProps) {
  const { t, i18n } = useTranslation('posts');
  const session = useSession();
  const toast = useToast();
  const like = useLikePost();
  const unsave = useUnsave();
  const { share } = useSharePost();
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const detailHref = `/comments?id=${encodeURIComponent(post.id)}`;
  const tag = post.tags[0];
  const locale = i18n.language;

  const [loginFor, setLoginFor] = useState<'like' | 'save' | null>(null);

  function onLike() {
    if (!session) return setLoginFor('like');
    like.mutate({ id: post.id, liked: !post.hasLiked });
  }

  function onSave() {
    if (!session) return setLoginFor('save');
    if (post.isSaved) {
      unsave.mutate(post.id, {
        onSuccess: () => toast.show(t('actions.unsaved'), { tone: 'success', durationMs: TOAST_MS.quick }),
        onError: (error) => toast.show(error.message, { tone: 'danger' }),
      });
    } else {
      setPicking(true);
    }
  }

  const title = <h2 className="text-[17px] leading-snug font-semibold text-gray-900">{post.title}</h2>;

  return (
    <article
      aria-labelledby={`post-${post.id}-title`}
      data-post-id={post.id}
      className={`bg-white ${highlight ? 'animate-[pulse_1s_ease-in-out_2]' : ''}`}
    >
      <header className="flex items-center gap-3 px-4 pt-3 pb-2.5">
        {/* the author's name and picture open their shop (issue 19) */}
        <Link to={shopPath(post.creater_id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={post.creater} pic={post.creater_profile_pic} />
        </Link>
        <div className="min-w-0 flex-1">
          <Link
            to={shopPath(post.creater_id)}
            className="block truncate text-[15px] font-semibold text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {post.creater}
          </Link>
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-gray-500">
            <TimeAgo iso={post.createdAt} locale={locale} />
            {tag && (
              <>
                <span aria-hidden="true">·</span>
                <span className="truncate rounded-full bg-pink-50 px-2 py-0.5 font-medium text-brand-dark">
                  #{tag}
                </span>
              </>
            )}
          </p>
        </div>
        {headerAction}
      </header>

      <PostGallery
        images={post.imagePaths}
        title={post.title}
        onOpen={setLightboxAt}
        priority={priority || detail}
      />

      <div className="flex items-center gap-0.5 px-2 pt-1">
        <button
          type="button"
          onClick={onLike}
          aria-pressed={post.hasLiked}
          aria-label={t('actions.like', { count: post.like })}
          className={ACTION}
          data-action="like"
        >
          <Heart
            aria-hidden="true"
            className={`size-6 transition-transform ${post.hasLiked ? 'scale-110 fill-brand text-brand' : ''}`}
          />
          <span className="tabular-nums" data-testid="like-count">
            {compactCount(post.like, locale)}
          </span>
        </button>
        <Link
          to={`${detailHref}&comments=true`}
          aria-label={t('actions.comments', { count: post.total_comments })}
          className={ACTION}
          data-action="comments"
        >
          <MessageCircle aria-hidden="true" className="size-6" />
          <span className="tabular-nums">{compactCount(post.total_comments, locale)}</span>
        </Link>
        <button
          type="button"
          onClick={() => void share(post)}
          aria-label={t('actions.share', { count: post.share })}
          className={ACTION}
          data-action="share"
        >
          <Send aria-hidden="true" className="size-6" />
          {post.share > 0 && <span className="tabular-nums">{compactCount(post.share, locale)}</span>}
        </button>
        <button
          type="button"
          onClick={onSave}
          disabled={unsave.isPending}
          aria-pressed={post.isSaved}
          aria-label={post.isSaved ? t('actions.unsave') : t('actions.save')}
          className={`${ACTION} ml-auto`}
          data-action="save"
        >
          <Bookmark
            aria-hidden="true"
            className={`size-6 ${post.isSaved ? 'fill-gray-900 text-gray-900' : ''}`}
          />
        </button>
      </div>

      <div className="flex flex-col gap-1.5 px-4 pt-1 pb-4">
        <div id={`post-${post.id}-title`}>
          {detail ? (
            title
          ) : (
            <Link to={detailHref} className="rounded focus-visible:outline-2 focus-visible:outline-brand">
              {title}
            </Link>
          )}
        </div>
        {post.description && <Description text={post.description} full={detail} />}
        {detail && post.tags.length > 1 && (
          <ul aria-label={t('card.tags')} className="flex flex-wrap gap-1.5 pt-0.5">
            {post.tags.map((x) => (
              <li key={x} className="text-sm font-medium text-brand-dark">
                #{x}
              </li>
            ))}
          </ul>
        )}
        {post.linkedProducts.length > 0 && (
          <div className="pt-2">
            <LinkedProducts products={post.linkedProducts} />
          </div>
        )}
      </div>

      <Lightbox
        active={lightboxAt !== null}
        images={post.imagePaths}
        start={lightboxAt}
        title={post.title}
        onClose={() => setLightboxAt(null)}
      />
      <CollectionPickerSheet
        active={picking}
        postId={picking ? post.id : null}
        onClose={() => setPicking(false)}
      />
      {loginFor && (
        <LoginPromptSheet
          active
          open
          onOpenChange={(open) => !open && setLoginFor(null)}
          reason={loginFor}
          postId={post.id}
        />
      )}
    </article>
  );
}

/** Three lines, then "more" when the text is longer (the detail page shows it all). */
function Description({ text, full }: { text: string; full: boolean }) {
  const { t } = useTranslation('posts');
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(full);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    setClamped(el.scrollHeight > el.clientHeight + 1);
  }, [expanded]);

  return (
    <div>
      <p
        ref={ref}
        className={`text-[15px] leading-relaxed whitespace-pre-line break-words text-gray-700 ${expanded ? '' : 'line-clamp-3'}`}
      >
        {text}
      </p>
      {!expanded && clamped && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="-ml-1 min-h-8 rounded px-1 text-sm font-semibold text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('card.more')}
        </button>
      )}
    </div>
  );
}

/** A placeholder card while the feed loads (the feed shows three). */
export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="bg-white pb-4">
      <div className="flex items-center gap-3 px-4 pt-3 pb-2.5">
        <div className="size-10 animate-pulse rounded-full bg-gray-200" />
        <div className="flex flex-1 flex-col gap-1.5">
          <div className="h-3.5 w-32 animate-pulse rounded bg-gray-200" />
          <div className="h-3 w-20 animate-pulse rounded bg-gray-200" />
        </div>
      </div>
      <div className="aspect-square w-full animate-pulse bg-gray-200" />
      <div className="flex gap-3 px-4 pt-3">
        <div className="size-7 animate-pulse rounded-full bg-gray-200" />
        <div className="size-7 animate-pulse rounded-full bg-gray-200" />
        <div className="size-7 animate-pulse rounded-full bg-gray-200" />
      </div>
      <div className="flex flex-col gap-2 px-4 pt-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200" />
        <div className="h-3.5 w-full animate-pulse rounded bg-gray-200" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}

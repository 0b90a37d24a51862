import type { FeedPost } from '../../../../contract/posts';
import { like } from '../../../../contract/posts';
import { callApi } from '../../../lib/api';
import { readOfflineCopy, saveOfflineCopy } from '../../../lib/route-cache/offline-copies';
import { getSession } from '../../../lib/session';
import { flushWrites, outcomeOfFailure, queueWrite, registerWriteSender } from '../../../lib/write-queue';
import { postCopyName } from './usePostKeptOffline';

/**
 * Likes made offline (docs/decisions/0269-offline-reading-and-queued-writes.md), loaded a moment after the first
 * screen (useLikePost.ts): the queue's code stays out of the feed's first load (e2e/page-weight.spec.ts).
 */
export const QUEUED_LIKE = 'post-like';

// sent whenever the queue runs, whatever screen is open: the like sets what she saw, so a second send changes nothing
registerWriteSender(QUEUED_LIKE, { send: (input) => callApi(like, input as { id: string; liked: boolean }) });

/**
 * A like the server did not answer (offline, a time-out, a 5xx) is kept on the phone, one per post (a later tap
 * replaces the earlier one): true. A refusal is not kept: false.
 */
export function keepIfUnanswered(
  error: unknown,
  viewer: string,
  input: { id: string; liked: boolean },
): boolean {
  if (outcomeOfFailure(error).kind !== 'retry') return false;
  queueWrite(QUEUED_LIKE, viewer, input, `like:${viewer}:${input.id}`);
  keepInPhoneCopy(viewer, input);
  return true;
}

/** The post's copy on the phone shows the like too: read again offline, the post must not lose her heart. */
function keepInPhoneCopy(viewer: string, { id, liked }: { id: string; liked: boolean }): void {
  const name = postCopyName(viewer, id);
  const copy = readOfflineCopy<FeedPost>(name);
  if (!copy || copy.data.hasLiked === liked) return;
  const like = Math.max(0, copy.data.like + (liked ? 1 : -1));
  saveOfflineCopy(name, { ...copy.data, hasLiked: liked, like }, copy.at);
}

// likes that wait from an earlier visit are sent now (and when the network is back)
const session = getSession();
if (session && localStorage.getItem('write-queue')?.includes(`"${QUEUED_LIKE}"`))
  void flushWrites(session.user_id);

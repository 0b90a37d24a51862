/**
 * Sharing a page's link (docs/decisions/0240-share-previews.md): the share sheet where the phone has one (WhatsApp,
 * Instagram, Telegram…), else the link copied. The link names the sharer's language, so the preview the server
 * writes into it (Open Graph tags) reads as she does.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** `path` (with its query) as an absolute link in `language` (en, zh-HK or zh-CN) */
export function shareUrl(path: string, language: string): string {
  const url = new URL(path, window.location.origin);
  if (language === 'zh-HK' || language === 'zh-CN') url.searchParams.set('lang', language);
  return url.toString();
}

export async function shareOrCopy(payload: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(payload))) {
    try {
      await navigator.share(payload);
      return 'shared';
    } catch {
      return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(payload.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

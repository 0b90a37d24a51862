import type { AiLocale } from '../../contract/ai';

const AI_LOCALES: readonly AiLocale[] = ['en', 'zh-HK', 'zh-CN'];

/**
 * The language of generated text (docs/decisions/0070): the `locale` the client sent, else the caller's stored
 * locale (the account's language, from the auth domain), else the best match of Accept-Language, else English.
 */
export function resolveLocale(
  explicit: AiLocale | undefined,
  acceptLanguage: string | undefined,
  stored?: string | null,
): AiLocale {
  if (explicit) return explicit;
  const known = AI_LOCALES.find((l) => l === stored);
  if (known) return known;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (/^zh-(hk|tw|mo|hant)/.test(tag)) return 'zh-HK';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/**
 * The `i18n:` localized-message marker of docs/wire-rules.md, and the one error code the web app acts on.
 * Apart from the catalogue (errors.ts) so the browser gets these few lines without every message.
 */
export type Locale = 'en' | 'zh-HK' | 'zh-CN';
export type LocalizedText = Record<Locale, string>;

/** Fixed by the specification: the session token is missing, unknown, expired or revoked. */
export const SESSION_INVALID_CODE = 40015;

/** The marker: `i18n:` followed by `{"code", "message": {en, zh-HK, zh-CN}}`. */
export const I18N_MARKER = 'i18n:';

export function encodeLocalizedMessage(code: number, message: LocalizedText): string {
  return I18N_MARKER + JSON.stringify({ code, message });
}

/** Picks the text for `locale` from a possibly-localized message: the locale, else English, else the raw text. */
export function decodeLocalizedMessage(raw: string, locale: string): string {
  if (!raw.startsWith(I18N_MARKER)) return raw;
  try {
    const parsed = JSON.parse(raw.slice(I18N_MARKER.length)) as { message?: Record<string, unknown> };
    const byLocale = parsed.message?.[locale];
    if (typeof byLocale === 'string' && byLocale) return byLocale;
    const english = parsed.message?.en;
    if (typeof english === 'string' && english) return english;
  } catch {
    // not the marker's JSON after all: show it as it came
  }
  return raw;
}

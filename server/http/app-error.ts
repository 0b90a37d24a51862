import { ERRORS, type ErrorName, encodeLocalizedMessage, type LocalizedText } from '../../contract/errors';

/**
 * The one error type services throw. It names an entry of the catalogue in contract/errors.ts;
 * `text` replaces the catalogue's wording when the case needs specifics (e.g. which product is out of stock).
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly text?: LocalizedText;

  constructor(name: ErrorName, text?: LocalizedText | string) {
    const fallback = ERRORS[name].message.en;
    const localized = typeof text === 'string' ? { en: text, 'zh-HK': text, 'zh-CN': text } : text;
    super(localized?.en ?? fallback);
    this.errorName = name;
    this.text = localized;
  }

  get status(): number {
    return ERRORS[this.errorName].status;
  }

  get code(): number {
    return ERRORS[this.errorName].code;
  }
}

export interface ErrorBody {
  success: false;
  error: { message: string; code: number };
}

export function errorBody(name: ErrorName, text?: LocalizedText): ErrorBody {
  const def = ERRORS[name];
  const message = text ?? def.message;
  return {
    success: false,
    error: {
      code: def.code,
      message: def.localized ? encodeLocalizedMessage(def.code, message) : message.en,
    },
  };
}

/** Builds a 3-language text from a template used in all languages with per-language lead-ins. */
export function localized(en: string, hk: string, cn: string): LocalizedText {
  return { en, 'zh-HK': hk, 'zh-CN': cn };
}

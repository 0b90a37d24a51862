import { ERRORS, type ErrorName, encodeLocalizedMessage, type LocalizedText } from '../../contract/errors';

/**
 * The one error type services throw. It names an entry of the catalogue in contract/errors.ts;
 * `text` replaces the catalogue's wording when the case needs specifics (e.g. which product is out of stock).
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly text?: LocalizedText;
  /** what a client acts on beside the code (the permission a till refusal needs): `permission` only for now */
  readonly fields?: ErrorDetail;

  constructor(name: ErrorName, text?: LocalizedText | string, fields?: ErrorDetail) {
    const fallback = ERRORS[name].message.en;
    const localized = typeof text === 'string' ? { en: text, 'zh-HK': text, 'zh-CN': text } : text;
    super(localized?.en ?? fallback);
    this.errorName = name;
    this.text = localized;
    this.fields = fields;
  }

  get status(): number {
    return ERRORS[this.errorName].status;
  }

  get code(): number {
    return ERRORS[this.errorName].code;
  }
}

export interface ErrorDetail {
  permission?: string;
}

export interface ErrorBody {
  success: false;
  error: { message: string; code: number } & ErrorDetail;
}

export function errorBody(name: ErrorName, text?: LocalizedText, detail?: ErrorDetail): ErrorBody {
  const def = ERRORS[name];
  const message = text ?? def.message;
  return {
    success: false,
    error: {
      code: def.code,
      message: def.localized ? encodeLocalizedMessage(def.code, message) : message.en,
      ...detail,
    },
  };
}

/** Builds a 3-language text from a template used in all languages with per-language lead-ins. */
export function localized(en: string, hk: string, cn: string): LocalizedText {
  return { en, 'zh-HK': hk, 'zh-CN': cn };
}

import type { z } from 'zod';
import { ERRORS, type LocalizedText } from '../../contract/errors';

/** A zod failure as the localized 400 message: the catalogue's lead-in plus the first few field problems. */
export function validationText(error: z.ZodError): LocalizedText {
  const details = error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'data';
      if (issue.code === 'unrecognized_keys') return `${where}: unknown field(s) ${issue.keys.join(', ')}`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
  const lead = ERRORS.validation.message;
  return {
    en: `${lead.en} ${details}`,
    'zh-HK': `${lead['zh-HK']} ${details}`,
    'zh-CN': `${lead['zh-CN']} ${details}`,
  };
}

import { useMutation } from '@tanstack/react-query';
import { generateProductContent } from '../../../../contract/ai';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';

/** `/res/product/generate_content`: a listing suggested from the seller's photos, in the app's language. */
export function useGenerateProductContent() {
  return useMutation({
    mutationFn: (paths: string[]) => callApi(generateProductContent, { paths, locale: storedLocale() }),
  });
}

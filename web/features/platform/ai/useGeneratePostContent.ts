import { useMutation } from '@tanstack/react-query';
import { generatePostContent } from '../../../../contract/ai';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';

/** `/res/post/generate_content`: a title, description and tags from the selected products (and photos). */
export function useGeneratePostContent() {
  return useMutation({
    mutationFn: (input: { productIds: string[]; paths: string[] }) =>
      callApi(generatePostContent, {
        product_ids: input.productIds,
        ...(input.paths.length ? { paths: input.paths.slice(0, 10) } : {}),
        locale: storedLocale(),
      }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { generateCollectionName } from '../../../../contract/ai';
import { storedLocale } from '../../../i18n/locales';
import { callApi } from '../../../lib/api';

/** `/user/saved/generate_collection_name`: a few names for a collection, from its posts (or given posts). */
export function useGenerateCollectionName() {
  return useMutation({
    mutationFn: (input: { collectionId?: string; postIds?: string[] }) =>
      callApi(generateCollectionName, {
        ...(input.collectionId ? { collection_id: input.collectionId } : {}),
        ...(input.postIds?.length ? { post_ids: input.postIds } : {}),
        locale: storedLocale(),
      }),
  });
}

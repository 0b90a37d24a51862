import { useQuery } from '@tanstack/react-query';
import { categoryNames } from '../../../../contract/search';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api';

/**
 * A category's name in the reader's language (`/res/category/names`; docs/decisions/0270-search-that-forgives.md):
 * 茶 for Tea in both Chinese interfaces' scripts; a category with no name in her language keeps its name as filed.
 */
export function useCategoryLabels(): (name: string) => string {
  const { i18n } = useTranslation();
  const names = useQuery({
    queryKey: ['market', 'category-names'],
    queryFn: () => callApi(categoryNames, {}),
    staleTime: 5 * 60_000,
  });
  const byKey = new Map((names.data?.names ?? []).map((n) => [n.category, n]));
  const lang = i18n.language;
  return (name) => {
    const n = byKey.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
    const shown = lang === 'zh-HK' ? n?.zh_hk : lang === 'zh-CN' ? n?.zh_cn : n?.en;
    return shown ?? name;
  };
}

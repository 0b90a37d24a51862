import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CATEGORY_MAX_LENGTH } from '../../../../contract/categories';
import { categoryNames, setCategoryName } from '../../../../contract/search';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError, callApi } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';

const NAMES_KEY = ['market', 'category-names'] as const;

/**
 * A category's names for shoppers reading another language (docs/decisions/0270-search-that-forgives.md): the
 * seller types the Chinese name once, in her own script (the other is filled by conversion), and an English
 * one if she likes; the market's chips and search use them. Only a category she already files products under.
 */
export function CategoryNameFields({ category }: { category: string }) {
  const { t, i18n } = useTranslation('products');
  const toast = useToast();
  const client = useQueryClient();
  const names = useQuery({
    queryKey: NAMES_KEY,
    queryFn: () => callApi(categoryNames, {}),
    staleTime: 60_000,
  });
  const current = names.data?.names.find((n) => n.category === category.toLowerCase());
  const simplified = i18n.language === 'zh-CN';
  const [chinese, setChinese] = useState<string | null>(null);
  const [english, setEnglish] = useState<string | null>(null);
  const shownChinese = chinese ?? (simplified ? current?.zh_cn : current?.zh_hk) ?? '';
  const shownEnglish = english ?? current?.en ?? '';
  const save = useMutation({
    mutationFn: () =>
      callApi(setCategoryName, {
        category,
        ...(shownChinese.trim() ? { [simplified ? 'zh_cn' : 'zh_hk']: shownChinese } : {}),
        ...(shownEnglish.trim() ? { en: shownEnglish } : {}),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: NAMES_KEY });
      toast.show(t('category.namesSaved', { name: category }), { tone: 'success' });
    },
    onError: (err) => toast.show(err instanceof ApiError ? err.message : String(err), { tone: 'danger' }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-xl bg-gray-50 p-3" noValidate>
      <p className="text-sm font-semibold text-gray-800">{category}</p>
      <TextField
        label={t('category.chineseName')}
        value={shownChinese}
        maxLength={CATEGORY_MAX_LENGTH}
        onChange={(e) => setChinese(e.target.value)}
        placeholder="茶"
      />
      <TextField
        label={t('category.englishName')}
        value={shownEnglish}
        maxLength={CATEGORY_MAX_LENGTH}
        onChange={(e) => setEnglish(e.target.value)}
        placeholder="Tea"
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('category.saveNames')}
      </Button>
    </form>
  );
}

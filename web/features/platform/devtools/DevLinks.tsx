import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** The demo and test pages of docs/product.md §2, one list: the index (/demo) links to the three others. */
export const DEV_PAGES = [
  { key: 'cache', to: '/cache-demo', login: true },
  { key: 'scroll', to: '/scroll-test', login: true },
  { key: 'threads', to: '/threads-demo', login: false },
] as const;

export function DevLinks() {
  const { t } = useTranslation('devtools');
  return (
    <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
      {DEV_PAGES.map((p) => (
        <li key={p.key}>
          <Link
            to={p.to}
            data-testid={`dev-link-${p.key}`}
            className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-[15px] font-medium text-gray-900">{t(`pages.${p.key}.title`)}</span>
              <span className="block text-xs text-gray-500">
                {t(`pages.${p.key}.text`)}
                {p.login ? ` · ${t('needsLogin')}` : ''}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled block of a developer page. */
export function DevSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import {
  PURGE_PROBABILITY,
  RESTORE_DELAY_MS,
  routeCache,
  SCROLL_MAX_AGE_MS,
  SCROLL_SAVE_DEBOUNCE_MS,
} from '../../../lib/route-cache';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { useToast } from '../../../ui/toast';
import { DevSection } from './DevLinks';
import { useScrollRecords } from './useScrollRecords';

export const SCROLL_TEST_ROWS = 120;

/**
 * `/scroll-test`: a long list to try the scroll save and restore of web/lib/route-cache (ScrollRestoration.tsx):
 * scroll, open a row (`?row=N`, another route), come back, and the list is where it was. The saved records are
 * shown live at the top. docs/decisions/0043-developer-pages.md.
 */
export default function ScrollTestPage() {
  const { t } = useTranslation('devtools');
  const [params] = useSearchParams();
  const row = Number(params.get('row'));
  if (Number.isInteger(row) && row >= 1 && row <= SCROLL_TEST_ROWS) {
    return (
      <>
        <PageHeader title={t('scroll.rowTitle', { n: row })} back />
        <main className="flex flex-col gap-4 px-4 pt-6 pb-12 text-sm text-gray-700">
          <p>{t('scroll.rowText', { n: row })}</p>
          <Link to="/scroll-test" className="font-semibold text-brand-dark underline">
            {t('scroll.backToList')}
          </Link>
          <Records />
        </main>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('pages.scroll.title')} back />
      <main className="flex flex-col gap-6 px-4 pt-4 pb-12">
        <p className="text-sm text-gray-600">
          {t('scroll.intro', {
            debounce: SCROLL_SAVE_DEBOUNCE_MS,
            restore: RESTORE_DELAY_MS,
            age: SCROLL_MAX_AGE_MS / 60_000,
            percent: PURGE_PROBABILITY * 100,
          })}
        </p>
        <Records />
        <ol
          aria-label={t('scroll.listLabel')}
          className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200"
        >
          {Array.from({ length: SCROLL_TEST_ROWS }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <Link
                to={`/scroll-test?row=${n}`}
                data-row={n}
                className="flex min-h-14 items-center px-4 text-[15px] text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t('scroll.row', { n })}
              </Link>
            </li>
          ))}
        </ol>
      </main>
    </>
  );
}

function Records() {
  const { t } = useTranslation('devtools');
  const toast = useToast();
  const { now, records } = useScrollRecords();
  return (
    <DevSection title={t('scroll.records', { count: records.length })}>
      {records.length === 0 ? (
        <p className="text-sm text-gray-500">{t('scroll.noRecords')}</p>
      ) : (
        <table className="w-full text-left text-xs text-gray-700" data-testid="scroll-records">
          <thead>
            <tr className="text-gray-500">
              <th scope="col" className="py-1 font-medium">
                {t('scroll.route')}
              </th>
              <th scope="col" className="py-1 font-medium">
                y
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('scroll.age')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('scroll.marked')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map(({ route, record, marked }) => (
              <tr key={route} className="border-t border-gray-100" data-route={route}>
                <td className="py-1 pr-2 font-mono break-all">{route}</td>
                <td className="py-1 pr-2 tabular-nums">{Math.round(record.y)}</td>
                <td className="py-1 pr-2 tabular-nums">
                  {t('scroll.seconds', { count: Math.max(0, Math.round((now - record.timestamp) / 1000)) })}
                </td>
                <td className="py-1">{marked ? t('scroll.yes') : t('scroll.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => toast.show(t('scroll.purged', { count: routeCache.purgeOld() }), { tone: 'info' })}
      >
        {t('scroll.purge', { minutes: SCROLL_MAX_AGE_MS / 60_000 })}
      </Button>
    </DevSection>
  );
}

import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '../../../contract/common';
import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_SECTIONS, accountLinks } from './account-links';

/** The account entries grouped by section, as tappable rows (the account sheet; later a profile page). */
export function AccountLinks({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const links = accountLinks(role);
  return (
    <div className="flex flex-col gap-3">
      {ACCOUNT_SECTIONS.map((section) => {
        const rows = links.filter((l) => l.section === section);
        if (rows.length === 0) return null;
        return (
          <nav key={section} aria-label={t(`sections.${section}`)}>
            <h3 className="px-4 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {t(`sections.${section}`)}
            </h3>
            <ul>
              {rows.map((l) => {
                const Icon = l.icon;
                return (
                  <li key={l.key}>
                    <Link
                      to={l.to}
                      onClick={onNavigate}
                      data-testid={`account-link-${l.key}`}
                      className="flex min-h-12 items-center gap-3 rounded-xl px-4 text-[15px] font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand active:bg-gray-100"
                    >
                      <Icon aria-hidden="true" className="size-5 text-gray-600" />
                      <span className="flex-1">{t(`links.${l.key}`)}</span>
                      <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { goToParent } from '../../../lib/history-trail';
import { BackButton } from '../../../ui/BackButton';

/**
 * The frame of the sign-in screens: Back (to `back`, the screen's parent: an installed app has no other way out,
 * docs/decisions/0224-screens-tell-the-truth.md), brand mark, heading, the form, and a footer link.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  back,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  back?: string;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh flex-col px-6 pt-4 pb-8">
      <header className="mb-8 flex items-center gap-1">
        {back && <BackButton onClick={() => goToParent(navigate, back)} className="-ml-3" />}
        <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-brand-dark">
          <img src="/favicon.svg" alt="" className="size-8" />
          {t('appName')}
        </Link>
      </header>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {subtitle && <p className="mt-1 text-gray-500">{subtitle}</p>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-auto pt-8 text-center text-sm text-gray-600">{footer}</div>}
    </main>
  );
}

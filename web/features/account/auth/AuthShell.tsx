import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of the sign-in screens: brand mark, heading, the form, and a footer link. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col px-6 pt-10 pb-8">
      <Link to="/" className="mb-8 flex items-center gap-2 self-start text-lg font-bold text-brand-dark">
        <img src="/favicon.svg" alt="" className="size-8" />
        {t('appName')}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {subtitle && <p className="mt-1 text-gray-500">{subtitle}</p>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-auto pt-8 text-center text-sm text-gray-600">{footer}</div>}
    </main>
  );
}

import { ChevronRight, FileText, Languages, ShieldCheck, Store, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../ui/PageHeader';
import { APP_VERSION, toBlocks, toSections } from './content';
import { Blocks, RichText, SectionView } from './LegalDocument';

function LinkRow({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-12 items-center gap-3 px-4 py-2 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true" className="text-gray-500">
          {icon}
        </span>
        <span className="flex-1">{children}</span>
        <ChevronRight aria-hidden="true" className="size-5 text-gray-400" />
      </Link>
    </li>
  );
}

/** /about: what Stallfeed is, its version, and links to the language setting, the policies and the developer pages. */
export default function AboutPage() {
  const { t } = useTranslation('info');
  const intro = toBlocks(t('about.intro', { returnObjects: true }) as unknown);
  const sections = toSections(t('about.sections', { returnObjects: true }) as unknown);

  return (
    <div className="min-h-dvh bg-white">
      <PageHeader title={t('about.title')} back />
      <article className="px-5 pt-6 pb-[calc(2.5rem+env(safe-area-inset-bottom))] text-[15px] leading-relaxed text-gray-700">
        <div className="mb-6 flex flex-col items-center text-center">
          <span
            aria-hidden="true"
            className="mb-3 flex size-16 items-center justify-center rounded-2xl bg-brand-dark text-white shadow-sm"
          >
            <Store className="size-8" />
          </span>
          <h2 className="text-2xl font-bold text-gray-900">{t('about.appName')}</h2>
          <p className="mt-1 text-gray-600">{t('about.tagline')}</p>
          <p className="mt-2 rounded-full bg-gray-100 px-3 py-0.5 text-sm tabular-nums text-gray-600">
            {t('about.version', { version: APP_VERSION })}
          </p>
        </div>

        <Blocks blocks={intro} />

        <div className="mt-8 space-y-8">
          {sections.map((section) => (
            <SectionView key={section.id} section={section} idPrefix="about" />
          ))}

          <section aria-labelledby="about-language">
            <h2 id="about-language" className="mb-2 text-[17px] font-semibold leading-snug text-gray-900">
              {t('about.languageHeading')}
            </h2>
            <p className="mb-3">{t('about.languageText')}</p>
            <ul className="overflow-hidden rounded-xl border border-gray-200">
              <LinkRow to="/language" icon={<Languages className="size-5" />}>
                {t('about.languageLink')}
              </LinkRow>
            </ul>
          </section>

          <section aria-labelledby="about-legal">
            <h2 id="about-legal" className="mb-3 text-[17px] font-semibold leading-snug text-gray-900">
              {t('about.legalHeading')}
            </h2>
            <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200">
              <LinkRow to="/privacyPolicy" icon={<ShieldCheck className="size-5" />}>
                {t('about.privacyLink')}
              </LinkRow>
              <LinkRow to="/termsUse" icon={<FileText className="size-5" />}>
                {t('about.termsLink')}
              </LinkRow>
            </ul>
          </section>

          <section aria-labelledby="about-developers">
            <h2 id="about-developers" className="mb-2 text-[17px] font-semibold leading-snug text-gray-900">
              {t('about.developersHeading')}
            </h2>
            <p className="mb-3">{t('about.developersText')}</p>
            <ul className="overflow-hidden rounded-xl border border-gray-200">
              <LinkRow to="/demo" icon={<Wrench className="size-5" />}>
                {t('about.developersLink')}
              </LinkRow>
            </ul>
          </section>
        </div>

        <p className="mt-8">
          <RichText text={t('about.contact')} />
        </p>
        <p className="mt-6 text-center text-sm text-gray-500">{t('about.footer')}</p>
      </article>
    </div>
  );
}

import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../ui/PageHeader';
import { type Block, LAST_UPDATED_ISO, type Section, splitEmails, toBlocks, toSections } from './content';

/** Text with email addresses turned into mailto links. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {splitEmails(text).map((part, index) =>
        part.kind === 'email' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string, never reordered
            key={index}
            href={`mailto:${part.text}`}
            className="break-words font-medium text-brand-dark underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string, never reordered
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Paragraphs and bulleted lists of one section. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation('info');
  return (
    <div className="space-y-3">
      {blocks.map((block) =>
        block.kind === 'paragraph' ? (
          <p key={block.id}>
            <RichText text={block.text} />
          </p>
        ) : (
          <ul key={block.id} className="list-disc space-y-2 ps-5 marker:text-gray-400">
            {block.items.map((item) => (
              <li key={item.id} className="ps-1">
                {item.term && (
                  // The separator is localised: ": " in English, a full-width "：" in Chinese.
                  <strong className="font-semibold text-gray-900">
                    {t('termLabel', { term: item.term })}
                  </strong>
                )}
                <RichText text={item.text} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** A titled section; `number` prefixes the heading (legal documents are numbered). */
export function SectionView({
  section,
  idPrefix,
  number,
}: {
  section: Section;
  idPrefix: string;
  number?: number;
}) {
  const headingId = `${idPrefix}-${section.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-[17px] font-semibold leading-snug text-gray-900">
        {number !== undefined && <span className="me-1.5 tabular-nums text-gray-500">{number}.</span>}
        {section.heading}
      </h2>
      <Blocks blocks={section.blocks} />
    </section>
  );
}

export type LegalDocumentKind = 'privacy' | 'terms';

const DOCUMENTS: Record<LegalDocumentKind, { path: string }> = {
  privacy: { path: '/privacyPolicy' },
  terms: { path: '/termsUse' },
};

/**
 * A policy page: sticky header, last-updated date, intro, numbered sections from
 * `info:<kind>.intro` / `info:<kind>.sections`, and links to the related pages.
 */
export function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation('info');
  const intro = toBlocks(t(`${kind}.intro`, { returnObjects: true }) as unknown);
  const sections = toSections(t(`${kind}.sections`, { returnObjects: true }) as unknown);
  const other: LegalDocumentKind = kind === 'privacy' ? 'terms' : 'privacy';
  const related = [
    { to: DOCUMENTS[other].path, label: t(`${other}.title`) },
    { to: '/about', label: t('about.title') },
  ];

  return (
    <div className="min-h-dvh bg-white">
      <PageHeader title={t(`${kind}.title`)} back />
      <article className="px-5 pt-5 pb-[calc(2.5rem+env(safe-area-inset-bottom))] text-[15px] leading-relaxed text-gray-700">
        <p className="mb-4 text-sm text-gray-500">
          <time dateTime={LAST_UPDATED_ISO}>{t('lastUpdated', { date: t('updatedOn') })}</time>
        </p>
        <Blocks blocks={intro} />
        <div className="mt-8 space-y-8">
          {sections.map((section, index) => (
            <SectionView key={section.id} section={section} idPrefix={kind} number={index + 1} />
          ))}
        </div>
        <nav aria-labelledby={`${kind}-see-also`} className="mt-10 border-t border-gray-100 pt-6">
          <h2 id={`${kind}-see-also`} className="mb-2 text-sm font-semibold text-gray-500">
            {t('seeAlso')}
          </h2>
          <ul className="divide-y divide-gray-100">
            {related.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-11 items-center justify-between py-2 font-medium text-gray-900 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {link.label}
                  <ChevronRight aria-hidden="true" className="size-5 text-gray-400" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  );
}

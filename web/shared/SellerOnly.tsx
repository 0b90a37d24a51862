import { Store } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSession } from '../lib/session';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

/** The POS, payment and sales screens are the seller's: a customer account sees why, not an error. */
export function SellerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('pos');
  const session = useSession();
  if (session?.role === 's') return children;
  return (
    <>
      <PageHeader title={title} back />
      <EmptyState icon={<Store />} title={t('sellerOnly.title')} message={t('sellerOnly.message')} />
    </>
  );
}

/**
 * A route's page that is the seller's screen `Screen`, titled by `titleKey` of the namespace `ns` (the title a
 * customer account sees over "for sellers"). Many pages are only this, so they say it in one line.
 */
export function sellerOnlyPage(ns: string, titleKey: string, Screen: ComponentType): ComponentType {
  function SellerOnlyPage() {
    const { t } = useTranslation(ns);
    return (
      <SellerOnly title={t(titleKey)}>
        <Screen />
      </SellerOnly>
    );
  }
  return SellerOnlyPage;
}

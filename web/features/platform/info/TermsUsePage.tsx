import { LegalDocument } from './LegalDocument';

/** /termsUse */
export default function TermsUsePage() {
  return <LegalDocument kind="terms" />;
}

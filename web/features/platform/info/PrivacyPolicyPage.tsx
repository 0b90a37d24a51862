import { LegalDocument } from './LegalDocument';

/** /privacyPolicy */
export default function PrivacyPolicyPage() {
  return <LegalDocument kind="privacy" />;
}

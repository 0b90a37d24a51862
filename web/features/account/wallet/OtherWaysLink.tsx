import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** The footer of the new-wallet and recovery-phrase screens: back to the other ways in with a wallet. */
export function OtherWaysLink() {
  const { t } = useTranslation('wallet');
  return (
    <Link
      to="/signup-login-wallet"
      className="font-semibold text-brand-dark underline-offset-2 hover:underline"
    >
      {t('otherWays')}
    </Link>
  );
}

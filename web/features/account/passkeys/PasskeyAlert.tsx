import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../ui/FormAlert';
import { PasskeyProblem } from './webauthn';

/** what went wrong in a passkey ceremony, in the person's language: the browser's refusal or the server's answer */
export function PasskeyAlert({ error }: { error: Error | null }) {
  const { t } = useTranslation('passkeys');
  if (!error) return null;
  return <FormAlert>{error instanceof PasskeyProblem ? t(`problem.${error.key}`) : error.message}</FormAlert>;
}

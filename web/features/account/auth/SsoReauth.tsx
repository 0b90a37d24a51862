import { useTranslation } from '../../../i18n/use-translation';
import { safeRedirect } from '../../../lib/safe-redirect';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { keepReturnPath } from './sso-pkce';
import { useSsoConfig } from './useSsoConfig';
import { useSsoStart } from './useSsoStart';

/**
 * The single sign-on way of "confirm it's you" (docs/decisions/0222-payout-changes.md): a fresh sign-in with the
 * provider makes a proven session; the person comes back to the screen they were on and saves again.
 */
export function SsoReauth() {
  const { t } = useTranslation('auth');
  const config = useSsoConfig();
  const start = useSsoStart();
  if (!config.data?.enabled) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        block
        loading={start.isPending}
        onClick={() => {
          keepReturnPath(safeRedirect(window.location.pathname + window.location.search));
          start.mutate();
        }}
      >
        {t('reauthSso', { name: config.data.name ?? 'SSO' })}
      </Button>
      <p className="text-sm text-gray-600">{t('reauthSsoNote')}</p>
      {start.error && <FormAlert>{start.error.message}</FormAlert>}
    </div>
  );
}

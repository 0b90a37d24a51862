import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { keepReturnPath } from './sso-pkce';
import { useSsoConfig } from './useSsoConfig';
import { useSsoStart } from './useSsoStart';

/**
 * "Link your Vio account" on /security (docs/decisions/0255-ways-in.md): a new way in, so a session proven more
 * than 5 minutes ago gets the "confirm it's you" sheet first (the call is sent again after it); the provider
 * sends the person back to /login, which finishes the link and returns here.
 */
export function SsoLink() {
  const { t } = useTranslation('auth');
  const config = useSsoConfig();
  const start = useSsoStart();
  if (!config.data?.enabled) return null;
  const name = config.data.name ?? 'SSO';
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        block
        loading={start.isPending}
        data-testid="sso-link"
        onClick={() => {
          keepReturnPath('/security');
          start.mutate({ link: true });
        }}
      >
        {t('ssoLink', { name })}
      </Button>
      <p className="text-sm text-gray-600">{t('ssoLinkNote', { name })}</p>
      {start.error && <FormAlert>{start.error.message}</FormAlert>}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ORDER_MAIL_KINDS, type ShopperMailKind } from '../../../../contract/shopper-mails';
import { LOCALE_NAMES } from '../../../i18n/locales';
import { useTranslation } from '../../../i18n/use-translation';
import { QueryFailed } from '../../../ui/LoadFailed';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useMailSettings, useSetMailSettings } from './useMailSettings';

/**
 * On /language, signed in: which mails Stallfeed sends her (docs/decisions/0275-mails-to-shoppers.md), one switch per
 * kind, each on until she turns it off. Loaded with its own code once the page knows she is signed in; the mails'
 * "Choose which mails you get" links here (`/language#mails`).
 */
export function MailSettingsSection() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const settings = useMailSettings();
  const save = useSetMailSettings();
  const section = useRef<HTMLElement>(null);
  const loaded = settings.data !== undefined;

  useEffect(() => {
    if (loaded && window.location.hash === '#mails') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  function toggle(kind: ShopperMailKind, on: boolean) {
    save.mutate(
      { kinds: { [kind]: on } },
      {
        onSuccess: () =>
          toast.show(on ? t('mails.on') : t('mails.off'), { tone: 'success', durationMs: 2000 }),
        onError: (e) => toast.show(e.message || t('mails.failed'), { tone: 'danger', durationMs: 3000 }),
      },
    );
  }

  const kinds = settings.data?.kinds;
  const pending = save.isPending ? save.variables?.kinds : undefined;
  const isOn = (kind: ShopperMailKind) => pending?.[kind] ?? kinds?.[kind] ?? true;

  return (
    <section
      ref={section}
      id="mails"
      aria-labelledby="mails-title"
      className="scroll-mt-16 px-4 pb-4"
      data-testid="mail-settings"
    >
      <h2 id="mails-title" className="pb-1 text-lg font-semibold text-gray-900">
        {t('mails.title')}
      </h2>
      {settings.isPending && (
        <div className="flex flex-col gap-2 pt-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      )}
      {settings.isError && <QueryFailed title={t('mails.loadFailed')} query={settings} />}
      {settings.data && (
        <>
          <p className="pb-3 text-sm text-gray-600">
            {!settings.data.email ? (
              t('mails.noEmail')
            ) : settings.data.email_verified ? (
              t('mails.sentTo', {
                email: settings.data.email,
                language: LOCALE_NAMES[settings.data.locale],
              })
            ) : (
              // mails go only to a confirmed address (docs/decisions/0275-mails-to-shoppers.md); plain text and a
              // link: the sentence and the link are two texts, as every translated link in the app
              <>
                {t('mails.unverified', {
                  email: settings.data.email,
                  language: LOCALE_NAMES[settings.data.locale],
                })}{' '}
                <Link
                  to="/security"
                  className="font-medium text-gray-800 underline underline-offset-2"
                  data-testid="mail-verify-link"
                >
                  {t('mails.verifyLink')}
                </Link>
              </>
            )}
          </p>
          <h3 className="pb-1 text-sm font-semibold text-gray-700">{t('mails.orders')}</h3>
          <ul className="mb-4 divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
            {ORDER_MAIL_KINDS.map((kind) => (
              <MailSwitch
                key={kind}
                kind={kind}
                label={t(`mails.kinds.${kind}`)}
                on={isOn(kind)}
                disabled={save.isPending}
                onChange={(on) => toggle(kind, on)}
              />
            ))}
          </ul>
          <h3 className="pb-1 text-sm font-semibold text-gray-700">{t('mails.other')}</h3>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
            <MailSwitch
              kind="messages"
              label={t('mails.kinds.messages')}
              on={isOn('messages')}
              disabled={save.isPending}
              onChange={(on) => toggle('messages', on)}
            />
          </ul>
        </>
      )}
    </section>
  );
}

function MailSwitch(p: {
  kind: ShopperMailKind;
  label: string;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <li>
      <label className="flex min-h-14 cursor-pointer items-center justify-between gap-3 px-4 py-2">
        <span className="text-base text-gray-900">{p.label}</span>
        <input
          type="checkbox"
          role="switch"
          checked={p.on}
          aria-checked={p.on}
          disabled={p.disabled}
          onChange={(e) => p.onChange(e.target.checked)}
          data-testid={`mail-kind-${p.kind}`}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-7 w-12 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-emerald-600 peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-6 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
    </li>
  );
}

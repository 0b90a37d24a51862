import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { AuthShell } from '../auth';

/**
 * The page a mailed undo link opens (a payout change, a new way in): nothing happens on opening (mail scanners open
 * links); the button sends the link's token. Each caller gives its mutation and the words of its mail.
 */
export function UndoLinkPage({
  undo,
  words,
}: {
  undo: { mutate(token: string): void; isPending: boolean; isSuccess: boolean; error: Error | null };
  words: { title: string; done: string; intro: string; button: string };
}) {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const toLogin = (
    <Link to="/login" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
      {t('undoLogin')}
    </Link>
  );
  return (
    <AuthShell title={words.title} footer={toLogin}>
      {!token ? (
        <FormAlert>{t('undoMissing')}</FormAlert>
      ) : undo.isSuccess ? (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          {words.done}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-gray-700">{words.intro}</p>
          {undo.error && <FormAlert>{undo.error.message}</FormAlert>}
          <Button size="lg" block loading={undo.isPending} onClick={() => undo.mutate(token)}>
            {words.button}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}

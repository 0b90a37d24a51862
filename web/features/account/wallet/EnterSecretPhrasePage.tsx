import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextField';
import { AuthShell } from '../auth';
import { OtherWaysLink } from './OtherWaysLink';
import { WalletFinish } from './WalletFinish';
import { checkPhrase, type PhraseCheck, splitPhrase } from './wallet-keys';
import { useWalletMode } from './wallet-mode';

/**
 * /enter-sercet-phrase (docs/decisions/0100-wallet-on-the-device.md): the 12 or 24 words typed or pasted;
 * a word not in the list is pointed out with suggestions, the checksum is verified, and the same account
 * comes back. Checked in the browser only: the words are never sent.
 */
export default function EnterSecretPhrasePage() {
  const { t } = useTranslation('wallet');
  const mode = useWalletMode();
  const [text, setText] = useState('');
  const [check, setCheck] = useState<PhraseCheck | null>(null);
  const [phrase, setPhrase] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = checkPhrase(text);
    setCheck(result);
    if (result.ok) setPhrase(result.phrase);
  }

  function replaceWord(index: number, word: string) {
    const words = splitPhrase(text);
    words[index] = word;
    const next = words.join(' ');
    setText(next);
    const result = checkPhrase(next);
    setCheck(result.ok ? null : result);
  }

  return (
    <AuthShell
      title={t('restoreTitle')}
      subtitle={phrase ? t('createStep.finish') : t('restoreSubtitle')}
      back="/signup-login-wallet"
      footer={<OtherWaysLink />}
    >
      {phrase ? (
        <WalletFinish phrase={phrase} accountRole="c" mode={mode} />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextArea
            label={t('phraseInput')}
            name="phrase"
            rows={4}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setCheck(null);
            }}
            hint={t('phraseInputHint', { count: splitPhrase(text).length })}
          />
          {check && !check.ok && <PhraseProblem check={check} onReplace={replaceWord} />}
          <Button type="submit" size="lg" block disabled={splitPhrase(text).length === 0}>
            {t('continue')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}

function PhraseProblem({
  check,
  onReplace,
}: {
  check: Exclude<PhraseCheck, { ok: true }>;
  onReplace: (index: number, word: string) => void;
}) {
  const { t } = useTranslation('wallet');
  if (check.reason === 'count')
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {t('wrongCount', { count: check.count })}
      </p>
    );
  if (check.reason === 'checksum')
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {t('badChecksum')}
      </p>
    );
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {check.unknown.map(({ index, word, suggestions }) => (
        <div key={index}>
          <p>{t('unknownWord', { n: index + 1, word })}</p>
          {suggestions.length > 0 ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span className="text-red-900">{t('didYouMean')}</span>
              {suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => onReplace(index, s)}
                  className="min-h-9 rounded-full border border-red-300 bg-white px-3 font-mono text-gray-900"
                >
                  {s}
                </button>
              ))}
            </div>
          ) : (
            <p className="mt-1">{t('noSuggestion')}</p>
          )}
        </div>
      ))}
    </div>
  );
}

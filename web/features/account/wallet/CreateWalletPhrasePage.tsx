import { ShoppingBag, Store, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Role } from '../../../../contract/common';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { RadioOption } from '../../../ui/RadioOption';
import { AuthShell } from '../auth';
import { OtherWaysLink } from './OtherWaysLink';
import { WalletFinish } from './WalletFinish';
import { newPhrase } from './wallet-keys';
import { useWalletMode } from './wallet-mode';

/**
 * /create-wallet-phrase (docs/decisions/0100-wallet-on-the-device.md): a new 12-word phrase made in this
 * browser, shown once with a warning, confirmed by tapping the words in order, then kept (locked) or not,
 * and signed in with. The phrase lives in this component's state only.
 */
export default function CreateWalletPhrasePage() {
  const { t } = useTranslation('wallet');
  const mode = useWalletMode();
  const [phrase] = useState(() => newPhrase(12));
  const [step, setStep] = useState<'show' | 'confirm' | 'finish'>('show');
  const [role, setRole] = useState<Role>('c');

  return (
    <AuthShell
      title={t('createTitle')}
      subtitle={t(`createStep.${step}`)}
      back="/signup-login-wallet"
      footer={<OtherWaysLink />}
    >
      {step === 'show' && (
        <ShowPhrase
          phrase={phrase}
          role={mode === 'login' ? role : null}
          onRole={setRole}
          onNext={() => setStep('confirm')}
        />
      )}
      {step === 'confirm' && (
        <ConfirmPhrase phrase={phrase} onBack={() => setStep('show')} onDone={() => setStep('finish')} />
      )}
      {step === 'finish' && <WalletFinish phrase={phrase} accountRole={role} mode={mode} />}
    </AuthShell>
  );
}

function ShowPhrase({
  phrase,
  role,
  onRole,
  onNext,
}: {
  phrase: string;
  role: Role | null;
  onRole: (r: Role) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [written, setWritten] = useState(false);
  const words = phrase.split(' ');
  return (
    <div className="flex flex-col gap-5">
      <div
        role="note"
        className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('warningTitle')}</p>
          <p className="mt-1">{t('warningText')}</p>
        </div>
      </div>
      <ol aria-label={t('phraseLabel')} className="grid grid-cols-3 gap-2" data-testid="wallet-phrase">
        {words.map((word, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a phrase may repeat a word; the position is its identity
            key={i}
            className="flex items-baseline gap-1.5 rounded-xl border border-gray-200 bg-white px-2.5 py-2"
          >
            <span className="w-5 text-right text-xs text-gray-500">{i + 1}</span>
            <span className="font-mono text-[15px] text-gray-900">{word}</span>
          </li>
        ))}
      </ol>
      {role && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-700">{t('roleQuestion')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                { value: 'c', icon: ShoppingBag, label: t('roleCustomer') },
                { value: 's', icon: Store, label: t('roleSeller') },
              ] as const
            ).map(({ value, icon: Icon, label }) => (
              <RadioOption
                key={value}
                className={`flex cursor-pointer items-center gap-2 rounded-2xl border-2 p-3 ${
                  role === value ? 'border-brand bg-pink-50' : 'border-gray-200'
                }`}
                name="role"
                value={value}
                selected={role}
                onChoose={onRole}
                inputClassName="sr-only"
              >
                <Icon aria-hidden="true" className="size-5 text-gray-600" />
                <span className="font-semibold text-gray-900">{label}</span>
              </RadioOption>
            ))}
          </div>
        </fieldset>
      )}
      <label className="flex items-start gap-3 text-sm text-gray-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-pink-700"
          checked={written}
          onChange={(e) => setWritten(e.target.checked)}
        />
        {t('writtenDown')}
      </label>
      <Button size="lg" block disabled={!written} onClick={onNext}>
        {t('continue')}
      </Button>
    </div>
  );
}

/** the words shuffled; the person taps them in order. A wrong tap says which position was expected. */
function ConfirmPhrase({
  phrase,
  onBack,
  onDone,
}: {
  phrase: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const words = phrase.split(' ');
  const [shuffled] = useState(() => shuffle(words.map((word, index) => ({ word, index }))));
  const [picked, setPicked] = useState<number[]>([]);
  const [wrong, setWrong] = useState(false);

  function pick(chip: { word: string; index: number }) {
    // the next word in order; a repeated word may be tapped on any of its chips
    if (chip.word !== words[picked.length]) {
      setWrong(true);
      return;
    }
    setWrong(false);
    const next = [...picked, chip.index];
    setPicked(next);
    if (next.length === words.length) onDone();
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-700">{t('confirmText')}</p>
      <ol
        aria-label={t('confirmPicked')}
        className="grid min-h-24 grid-cols-3 gap-2 rounded-2xl bg-gray-50 p-2"
      >
        {picked.map((index, i) => (
          <li key={index} className="rounded-xl bg-white px-2 py-1.5 font-mono text-sm text-gray-900">
            <span className="mr-1 text-xs text-gray-500">{i + 1}</span>
            {words[index]}
          </li>
        ))}
      </ol>
      {wrong && <FormAlert>{t('confirmWrong', { n: picked.length + 1 })}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {shuffled.map((chip) => {
          const used = picked.includes(chip.index);
          return (
            <button
              key={chip.index}
              type="button"
              disabled={used}
              onClick={() => pick(chip)}
              className="min-h-11 rounded-full border border-gray-300 bg-white px-4 font-mono text-[15px] text-gray-900 shadow-xs disabled:opacity-30"
            >
              {chip.word}
            </button>
          );
        })}
      </div>
      <div className="flex gap-3">
        <Button variant="ghost" onClick={onBack}>
          {t('showAgain')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          disabled={picked.length === 0}
          onClick={() => {
            setPicked([]);
            setWrong(false);
          }}
        >
          {t('startOver')}
        </Button>
      </div>
    </div>
  );
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  const random = crypto.getRandomValues(new Uint32Array(out.length));
  for (let i = out.length - 1; i > 0; i--) {
    const j = random[i]! % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

import { useTranslation } from '../../../i18n/use-translation';
import { RadioOption } from '../../../ui/RadioOption';
import { PAPERS, type PrintPaper } from './print-paper';

/** 58 mm roll, 80 mm roll or A4: the paper Print lays the receipt out for. */
export function PaperChooser({ value, onChange }: { value: PrintPaper; onChange(paper: PrintPaper): void }) {
  const { t } = useTranslation('receipts');
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('paper')}</legend>
      <span aria-hidden="true" className="text-sm text-gray-600">
        {t('paper')}
      </span>
      {PAPERS.map((p) => (
        <RadioOption
          key={p}
          className={`cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 has-[:focus-visible]:outline-2 ${value === p ? 'bg-gray-900 text-white ring-gray-900' : 'bg-white text-gray-800 ring-gray-300'}`}
          name="paper"
          value={p}
          selected={value}
          onChoose={onChange}
          inputClassName="sr-only"
        >
          {t(`papers.${p}`)}
        </RadioOption>
      ))}
    </fieldset>
  );
}

import { useTranslation } from '../../../i18n/use-translation';
import { RadioOption } from '../../../ui/RadioOption';
import type { PrinterEncoding } from './cjk-bytes';
import type { PrinterSettings } from './printer-settings';
import type { Paper } from './receipt-layout';

const ENCODINGS: PrinterEncoding[] = ['gb18030', 'big5', 'ascii'];
const ROLLS: Paper[] = ['58mm', '80mm'];

/** a piece of the printer's settings form: the settings as they stand, and how to change some of them */
interface SettingsPieceProps {
  settings: PrinterSettings;
  onChange(patch: Partial<PrinterSettings>): void;
}

/** The printer's language and paper, chosen on this device. */
export function PrinterChoices({ settings, onChange }: SettingsPieceProps) {
  const { t } = useTranslation('printer');
  return (
    <>
      <Choice
        legend={t('language')}
        options={ENCODINGS.map((e) => ({ value: e, label: t(`encodings.${e}`) }))}
        value={settings.encoding}
        onChange={(encoding) => onChange({ encoding })}
      />
      <Choice
        legend={t('paper')}
        options={ROLLS.map((p) => ({ value: p, label: t(`papers.${p}`) }))}
        value={settings.paper}
        onChange={(paper) => onChange({ paper })}
      />
      {/* printers without the QR command get the receipt's QR as a raster image (docs/decisions/0277) */}
      <Switch
        label={t('qrImage.label')}
        hint={t('qrImage.hint')}
        checked={settings.qrAsImage}
        onChange={(qrAsImage) => onChange({ qrAsImage })}
      />
    </>
  );
}

/** "Open the cash drawer on cash sales": a setting of this till, kept on the device (decision 0277). */
export function DrawerSwitch({ settings, onChange }: SettingsPieceProps) {
  const { t } = useTranslation('printer');
  return (
    <Switch
      label={t('drawer.onCash')}
      hint={t('drawer.onCashHint')}
      checked={settings.openDrawerOnCash}
      onChange={(openDrawerOnCash) => onChange({ openDrawerOnCash })}
    />
  );
}

function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-3 rounded-xl p-3 ring-1 ring-gray-200">
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-gray-900">{label}</span>
        <span className="text-sm text-gray-600">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-6 shrink-0 accent-brand-dark"
      />
    </label>
  );
}

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <RadioOption
            key={o.value}
            className={`cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ${value === o.value ? 'bg-gray-900 text-white ring-gray-900' : 'bg-white text-gray-800 ring-gray-300'}`}
            name={legend}
            value={o.value}
            selected={value}
            onChoose={onChange}
            inputClassName="sr-only"
          >
            {o.label}
          </RadioOption>
        ))}
      </div>
    </fieldset>
  );
}

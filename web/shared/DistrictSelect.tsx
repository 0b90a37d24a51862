import type { ReactNode } from 'react';
import { HK_DISTRICTS, HK_REGIONS, type HkDistrict, REGION_OF_DISTRICT } from '../../contract/hk-districts';
import { useTranslation } from '../i18n/use-translation';

/**
 * A native select of Hong Kong's 18 districts grouped by region (contract/hk-districts.ts): the shopper's
 * district in the market's "nearest pickup" sort and a seller's pickup district
 * (docs/decisions/0271-market-sort-filter-and-paying.md). The first option is the empty value: a disabled
 * prompt when a district is required, a choosable "Not sure" when none is allowed. The names are the
 * market's text (`districts.*`, `regions.*`).
 */
export function DistrictSelect({
  id,
  value,
  onChange,
  emptyLabel,
  required = false,
  describedBy,
}: {
  id: string;
  value: HkDistrict | '';
  onChange(next: HkDistrict | ''): void;
  /** the empty option's text */
  emptyLabel: ReactNode;
  /** required: the empty option is a prompt that cannot be chosen */
  required?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('market');
  return (
    <select
      id={id}
      value={value}
      required={required}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value as HkDistrict | '')}
      className="h-11 rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-xs focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
    >
      <option value="" disabled={required}>
        {emptyLabel}
      </option>
      {HK_REGIONS.map((region) => (
        <optgroup key={region} label={t(`regions.${region}`)}>
          {HK_DISTRICTS.filter((d) => REGION_OF_DISTRICT[d] === region).map((d) => (
            <option key={d} value={d}>
              {t(`districts.${d}`)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/** A district's name in the reader's language (the market's text, as in the select). */
export function useDistrictName(): (district: HkDistrict) => string {
  const { t } = useTranslation('market');
  return (district) => t(`districts.${district}`);
}

import {
  type DeliveryFeeMode,
  type DeliveryFees,
  HK_AREAS,
  type HkArea,
} from '../../../../contract/delivery-fees';
import { parseAmount } from '../../../shared/cash/cash-math';

/** The delivery fees form as typed: amounts are text until saved (docs/decisions/0248-delivery-fees.md). */
export interface FeeDraft {
  mode: DeliveryFeeMode;
  flat: string;
  areas: Record<HkArea, string>;
  freeAbove: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(fees: DeliveryFees): FeeDraft {
  return {
    mode: fees.mode,
    flat: text(fees.flat),
    areas: Object.fromEntries(HK_AREAS.map((a) => [a, text(fees.areas[a])])) as Record<HkArea, string>,
    freeAbove: text(fees.free_above),
  };
}

type Field = 'flat' | 'freeAbove' | HkArea;
export type FeeProblems = Partial<Record<Field | 'areas', 'amountInvalid' | 'needOneArea'>>;

/** What is wrong with the draft (an empty amount is "none"; a flat fee needs one, by area at least one area). */
export function problemsOf(d: FeeDraft): FeeProblems {
  const problems: FeeProblems = {};
  const bad = (s: string) => s.trim() !== '' && parseAmount(s) === null;
  if (d.mode === 'flat' && (d.flat.trim() === '' || bad(d.flat))) problems.flat = 'amountInvalid';
  if (d.mode === 'by_area') {
    for (const a of HK_AREAS) if (bad(d.areas[a])) problems[a] = 'amountInvalid';
    if (HK_AREAS.every((a) => d.areas[a].trim() === '')) problems.areas = 'needOneArea';
  }
  if (d.mode !== 'free' && bad(d.freeAbove)) problems.freeAbove = 'amountInvalid';
  return problems;
}

/** The call's input from a draft without problems. */
export function inputOf(d: FeeDraft) {
  const amount = (s: string) => (s.trim() === '' ? null : parseAmount(s));
  return {
    mode: d.mode,
    flat: d.mode === 'flat' ? amount(d.flat) : null,
    areas: Object.fromEntries(HK_AREAS.map((a) => [a, amount(d.areas[a])])) as Record<HkArea, number | null>,
    free_above: d.mode === 'free' ? null : amount(d.freeAbove),
  };
}

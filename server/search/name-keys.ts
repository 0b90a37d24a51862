import { nameKeys as keysOf, type NameKeys } from '../../contract/name-skeleton';
import { simplifiedChar } from './fold';

export type { NameKeys } from '../../contract/name-skeleton';

/**
 * A shop name's or username's look-alike keys (contract/name-skeleton.ts), Traditional and Simplified Chinese
 * folded as search folds them (docs/decisions/0260-names-that-impersonate.md).
 */
export function nameKeys(name: string): NameKeys {
  return keysOf(name, simplifiedChar);
}

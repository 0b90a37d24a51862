import type { Discount } from '../../../contract/discounts';
import { isOfflineRight, type OfflineRight } from '../../../contract/orders';
import { AppError } from '../../http/app-error';
import type { SessionUser, TillActor, TillRights } from '../../http/context';
import type { LineRow } from '../core/repository';
import { assertTillRights } from './till-rights';

/**
 * The rights an offline sale used that neither its member nor its approver held
 * (docs/decisions/0288-offline-manager-approval.md). The same rules as the online till's save (assertTillRights),
 * run for the member who rang the sale up with the approver's permissions as the approval; each refusal is noted
 * and waived so the next one shows, instead of refusing the sale: the money is already taken.
 */
export function unapprovedRights(
  user: SessionUser,
  member: TillRights,
  approver: TillRights | null,
  lines: readonly LineRow[],
  bill: Discount | null,
  typedProducts: ReadonlySet<string>,
): OfflineRight[] {
  const missing: OfflineRight[] = [];
  const granted = [...(approver?.permissions ?? [])];
  // at most one refusal per right: each is waived once noted
  for (let round = 0; round <= 2; round++) {
    const till: TillActor = {
      ...member,
      approval: { permissions: [...granted, ...missing], approverId: approver?.staffId ?? '' },
    };
    try {
      assertTillRights({ ...user, till }, lines, bill, typedProducts);
      return missing;
    } catch (err) {
      const right = err instanceof AppError ? err.fields?.permission : undefined;
      if (!isOfflineRight(right)) throw err;
      missing.push(right);
    }
  }
  return missing;
}

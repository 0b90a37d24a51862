import { TILL_APPROVAL_HEADER, TILL_TOKEN_HEADER } from '../../../../contract/staff';
import { setTillHeaders } from '../../../lib/api';

/**
 * The member the till is unlocked for (docs/decisions/0280-staff-pins-and-roles.md): her till token in this tab's
 * session storage, sent with every call; a lock drops it and the till asks for a PIN again.
 */
const KEY = 'stallfeed.till';

export interface TillHolder {
  token: string;
  staffId: string;
  name: string;
  permissions: string[];
}

export function currentTill(): TillHolder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as TillHolder) : null;
  } catch {
    return null;
  }
}

export function holdTill(holder: TillHolder | null): void {
  if (holder) sessionStorage.setItem(KEY, JSON.stringify(holder));
  else sessionStorage.removeItem(KEY);
  setTillHeaders(holder ? { [TILL_TOKEN_HEADER]: holder.token } : {});
}

/** a manager's approval rides on the next call only */
export function withApproval(approval: string): () => void {
  const holder = currentTill();
  setTillHeaders({
    ...(holder ? { [TILL_TOKEN_HEADER]: holder.token } : {}),
    [TILL_APPROVAL_HEADER]: approval,
  });
  return () => holdTill(currentTill());
}

/** after a reload: the headers again from what the tab kept */
export function restoreTill(): TillHolder | null {
  const holder = currentTill();
  holdTill(holder);
  return holder;
}

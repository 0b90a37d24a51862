import { useQuery } from '@tanstack/react-query';
import { listPasskeys } from '../../../../contract/passkeys';
import { callApi } from '../../../lib/api';

export const PASSKEYS_KEY = ['passkeys'] as const;

/** /auth/user/passkeys: the passkeys registered to this account. */
export function usePasskeys(enabled = true) {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => callApi(listPasskeys, {}), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountStatus } from '../../../contract/account';
import { callApi } from '../../lib/api';
import { getSession, saveSession } from '../../lib/session';

export const ACCOUNT_STATUS_KEY = ['account-status'] as const;

/** /auth/user/account: email, verified, pending email change, whether a password is set. */
export function useAccountStatus() {
  const query = useQuery({ queryKey: ACCOUNT_STATUS_KEY, queryFn: () => callApi(accountStatus, {}) });
  const email = query.data?.email;
  // an email change confirmed (perhaps on another device): the stored session shows the new address
  useEffect(() => {
    const session = getSession();
    if (email && session && session.email !== email) saveSession({ ...session, email });
  }, [email]);
  return query;
}

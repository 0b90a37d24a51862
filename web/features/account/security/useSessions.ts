import { useQuery } from '@tanstack/react-query';
import { listSessions } from '../../../../contract/account';
import { callApi } from '../../../lib/api';

export const SESSIONS_KEY = ['sessions'] as const;

/** /auth/user/sessions: the live sessions, this one marked. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => callApi(listSessions, {}) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions } from '../../../../contract/account';
import { callApi } from '../../../lib/api';
import { SESSIONS_KEY } from './useSessions';

/** /auth/user/end_other_sessions: log out everywhere else. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endOtherSessions, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

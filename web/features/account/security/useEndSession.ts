import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../../../contract/account';
import { callApi } from '../../../lib/api';
import { SESSIONS_KEY } from './useSessions';

/** /auth/user/end_session: logs one other device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(endSession, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

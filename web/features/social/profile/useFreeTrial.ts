import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFreeTrial } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { getSession, saveSession } from '../../../lib/session';
import { profileKeys } from './keys';

/** `/user/info/get_free_trial`: the customer becomes a seller; the stored session's role follows. */
export function useFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(getFreeTrial, {}),
    onSuccess: (trial) => {
      const session = getSession();
      if (session) saveSession({ ...session, role: trial.role });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { wayInUndo } from '../../../../contract/ways-in';
import { callApi } from '../../../lib/api';
import { clearSession } from '../../../lib/session';

/** /auth/user/way_in_undo: the mailed undo link; every session ends, this device's too. */
export function useWayInUndo() {
  return useMutation({
    mutationFn: (token: string) => callApi(wayInUndo, { token }),
    onSuccess: () => clearSession(),
  });
}

import { useMutation } from '@tanstack/react-query';
import { reauth } from '../../../../contract/auth';
import { callApi } from '../../../lib/api';

/** /auth/user/reauth: the password proves again who is holding this session. */
export function useReauth() {
  return useMutation({ mutationFn: (passwd: string) => callApi(reauth, { passwd }) });
}

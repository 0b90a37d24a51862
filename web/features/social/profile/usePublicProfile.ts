import { useQuery } from '@tanstack/react-query';
import { publicProfile } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './keys';

/** `/user/info/public`: what anyone may see of an account, with is_following for the caller. */
export function usePublicProfile(userId: string, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: [...profileKeys.public(userId), session?.user_id ?? 'anon'],
    queryFn: () => callApi(publicProfile, { user_id: userId }),
    enabled,
    staleTime: 60_000,
  });
}
